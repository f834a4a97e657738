import Compose
import ComposeExamples
import Testing

@Suite struct NavReviewMoreTests {
  // MARK: Window root vs presentation

  /// Contract §7: making a component that is currently presented in a window that window's root
  /// is a misuse; it is refused (as for a presented component of another window) with the tree
  /// unchanged (regression: it was accepted, leaving a root that still had a presenter).
  @Test func presentedComponentIsRefusedAsRootOfItsOwnWindow() {
    let review = ReviewWindow()
    let window = review.window
    let checker = review.checker
    let a = Probe("a")
    window.rootComponent = a
    window.makeKeyAndVisible()
    let m = Probe("m")
    a.present(m, animated: false, style: .fullScreen)
    let diagnostic = window.setRootComponent(m)
    #expect(diagnostic != nil, "a presented component became the window's root")
    #expect(diagnostic?.code == .rootComponentInUse)
    #expect(window.rootComponent === a && a.presentedComponent === m)
    #expect(m.presentingComponent === a && m.viewIfLoaded?.superview === window)
    #expect(m.appearanceState == .appeared)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
    // Once dismissed, it can become the root.
    m.dismiss(animated: false)
    #expect(window.setRootComponent(m) == nil)
    #expect(window.rootComponent === m && m.viewIfLoaded?.superview === window)
    #expect(m.appearanceState == .appeared && a.appearanceState == .disappeared)
    // If it was accepted, the tree is now inconsistent: the root still has a presenter.
    if diagnostic == nil {
      #expect(m.presentingComponent == nil, "root m still has presentingComponent a")
      m.dismiss(animated: false)
      #expect(
        window.rootComponent !== m || m.viewIfLoaded?.superview === window,
        "dismissing the root took its view out of the window")
    }
  }

  // MARK: State container

  /// Contract §7 / issue 4 item 5: a per-instance override may return a kept component. Setting
  /// the same state again (documented as "entered again") keeps that component, with no
  /// callback, and still reports the state change (regression: the container swapped the
  /// component with itself and ended empty).
  @Test func stateOverrideReturningTheSameComponentKeepsIt() {
    let review = ReviewWindow()
    let window = review.window
    let checker = review.checker
    let recorder = review.recorder
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let spinner = Probe("spinner")
    let states = StateContainer(
      content: Probe("content"), states: StateComponents(loading: { spinner }), traceName: "states")
    root.embed(states)
    #expect(states.currentComponent === spinner)
    recorder.reset()
    #expect(states.setState(.loading).diagnostic == nil)
    window.runUntilIdle()
    #expect(states.children.count == 1, "children: \(states.children.map(\.traceName))")
    #expect(states.currentComponent?.viewIfLoaded?.superview === states.view)
    #expect(spinner.appearanceState == .appeared)
    let events = recorder.events.map(\.kind)
    #expect(events == [.stateChanged(from: "loading", to: "loading")], "\(events)")
    // Animated, and queued behind an animated swap (the kept component is then leaving and
    // comes back with a swap of its own).
    states.setState(.loading, animated: true)
    states.setState(.content, animated: true)
    states.setState(.loading, animated: true)
    window.runUntilIdle()
    #expect(states.currentComponent === spinner && states.children.count == 1)
    #expect(spinner.appearanceState == .appeared)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
    #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics)")
  }

  /// Contract §7: a factory returning a component that has another parent is refused with
  /// ``Diagnostic/Code/componentInUse``; the state, the current component and the other parent
  /// are unchanged.
  @Test func stateFactoryReturningAComponentInUseIsRefused() {
    let review = ReviewWindow()
    let window = review.window
    let checker = review.checker
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let elsewhere = Probe("elsewhere")
    let owner = Probe("owner")
    root.embed(owner)
    owner.embed(elsewhere)
    let states = StateContainer(
      content: Probe("content"), state: .content, states: StateComponents(empty: { elsewhere }),
      traceName: "states")
    root.embed(states)
    let diagnostic = states.setState(.empty).diagnostic
    #expect(diagnostic?.code == .componentInUse)
    #expect(states.state.name == "content" && states.currentComponent?.traceName == "content")
    #expect(elsewhere.parent === owner && elsewhere.appearanceState == .appeared)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  // MARK: Seed 000 app: deep link while a modal presentation is queued

  /// Contract §4 + issue 4 (deep links rebuild the stack): a deep link to `home` arriving while
  /// the user's modal presentation is still queued behind a push must end with no modal shown
  /// (regression: the flow looked at what was presented when the link arrived, missed the
  /// queued modal, and left it presented with its flow).
  @Test func deepLinkHomeWhileAModalIsQueuedDismissesIt() {
    let app = MessageApp(window: Window())
    AuditGuard.watch(app.window)
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
    AuditGuard.watch(app.window)
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
    AuditGuard.watch(app.window)
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
