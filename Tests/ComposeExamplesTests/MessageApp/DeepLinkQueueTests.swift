import Compose
import ComposeExamples
import ComposeTesting
import Testing

/// The delegate-flow post's app: deep links arriving while a modal presentation is still queued
/// (contract §4).
@Suite struct DeepLinkQueueTests {
  // MARK: The delegate-flow post's app: deep link while a modal presentation is queued

  /// Contract §4 (a deep link rebuilds the stack): a deep link to `home` arriving while
  /// the user's modal presentation is still queued behind a push must end with no modal shown
  /// (regression: the flow looked at what was presented when the link arrived, missed the
  /// queued modal, and left it presented with its flow).
  @Test func deepLinkHomeWhileAModalIsQueuedDismissesIt() {
    let app = MessageApp(window: Window())
    let harness = LifecycleHarness(wrapping: app.window)
    defer { harness.finish() }
    app.launch()
    app.enter("push it")  // animated push in flight
    app.enter("modal please")  // queued presentation
    let trace = app.open("compose://home")
    app.window.runUntilIdle()
    #expect(trace.outcome == .handled)
    #expect(
      trace.hops.map(\.action) == [
        "dismissed the modal queued for presentation", "set the stack to root",
      ])
    #expect(app.flow.navigation.stack.map(\.traceName) == ["root"])
    #expect(
      app.flow.navigation.presentedComponent == nil,
      "the modal is still presented after deep link home")
    #expect(app.flow.childFlows.isEmpty, "child flows: \(app.flow.childFlows.map(\.traceName))")
  }

  /// Same, with a link that asks for its own modal: the link's modal must be the one shown, and
  /// exactly one modal flow must remain (regression: the queued modal stayed, the link's was
  /// refused as `alreadyPresenting`, and its flow leaked).
  @Test func deepLinkWithModalWhileAModalIsQueuedPresentsTheLinksModal() {
    let app = MessageApp(window: Window())
    let harness = LifecycleHarness(wrapping: app.window)
    defer { harness.finish() }
    let recorder = LifecycleRecorder()
    app.window.addObserver(recorder)
    app.launch()
    app.enter("push it")
    app.enter("modal please")
    let trace = app.open("compose://other/a?modal=m")
    app.window.runUntilIdle()
    #expect(trace.outcome == .handled)
    #expect(
      trace.hops.map(\.action) == [
        "dismissed the modal queued for presentation", "set the stack to root, a",
        "presented m in a modal flow",
      ])
    let modal = app.flow.navigation.presentedComponent as? NavigationContainer
    #expect(
      modal?.topComponent?.traceName == "other m",
      "shown: \(String(describing: modal?.topComponent?.traceName))")
    #expect(app.flow.childFlows.count == 1, "child flows: \(app.flow.childFlows.count)")
    #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics.map(\.code))")
  }

  /// A close request while the modal is still queued dismisses it once it is shown; a second
  /// close request (or a "modal" text meanwhile) asks nothing more: no diagnostic, no leaked flow.
  @Test func closeWhileTheModalIsQueuedDismissesItOnce() {
    let app = MessageApp(window: Window())
    let harness = LifecycleHarness(wrapping: app.window)
    defer { harness.finish() }
    let recorder = LifecycleRecorder()
    app.window.addObserver(recorder)
    app.launch()
    app.enter("push it")
    app.enter("modal please")
    app.enter("modal again")
    #expect(app.flow.childFlows.count == 1)
    let screen = app.flow.modalFlow?.navigation.topComponent as? OtherScreen
    screen?.tapClose()
    screen?.tapClose()
    app.window.runUntilIdle()
    #expect(app.flow.navigation.presentedComponent == nil)
    #expect(app.flow.childFlows.isEmpty)
    #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics.map(\.code))")
  }
}
