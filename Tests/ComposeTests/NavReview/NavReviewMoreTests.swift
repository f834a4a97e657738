import Compose
import ComposeExamples
import Testing

@Suite struct NavReviewMoreTests {
  // MARK: Window root vs presentation

  /// Contract §7: making a component that is currently presented in a window that window's root
  /// is a misuse; it is refused (as for a presented component of another window) with the tree
  /// unchanged (regression: it was accepted, leaving a root that still had a presenter).
  @Test func presentedComponentIsRefusedAsRootOfItsOwnWindow() {
    let window = Window()
    let checker = BalanceChecker()
    window.addObserver(checker)
    let a = Probe("a")
    window.rootComponent = a
    window.makeKeyAndVisible()
    let m = Probe("m")
    a.present(m, animated: false)
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
      #expect(window.rootComponent !== m || m.viewIfLoaded?.superview === window,
        "dismissing the root took its view out of the window")
    }
  }

  // MARK: State container

  /// Contract §7 / issue 4 item 5: a per-instance override may return a kept component. Setting
  /// the same state again (documented as "entered again") must not leave the container empty.
  @Test func stateOverrideReturningTheSameComponentEmptiesContainer() {
    let window = Window()
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let spinner = Probe("spinner")
    let states = StateContainer(
      content: Probe("content"), states: StateComponents(loading: { spinner }), name: "states")
    root.embed(states)
    #expect(states.currentComponent === spinner)
    states.setState(.loading)
    window.runUntilIdle()
    #expect(states.children.count == 1, "children: \(states.children.map(\.name))")
    #expect(states.currentComponent?.viewIfLoaded?.superview === states.view)
  }

  // MARK: Seed 000 app: deep link while a modal presentation is queued

  /// Contract §4 + issue 4 (deep links rebuild the stack): a deep link to `home` arriving while
  /// the user's modal presentation is still queued behind a push must end with no modal shown.
  @Test func deepLinkHomeWhileAModalIsQueuedLeavesTheModal() {
    let app = MessageApp(window: Window())
    app.launch()
    app.enter("push it")      // animated push in flight
    app.enter("modal please")  // queued presentation
    let trace = app.open("compose://home")
    app.window.runUntilIdle()
    #expect(trace.outcome == .handled)
    #expect(app.flow.navigation.stack.map(\.name) == ["root"])
    #expect(app.flow.navigation.presentedComponent == nil,
      "the modal is still presented after deep link home")
    #expect(app.flow.childFlows.isEmpty, "child flows: \(app.flow.childFlows.map(\.name))")
  }

  /// Same, with a link that asks for its own modal: the link's modal must be the one shown, and
  /// exactly one modal flow must remain.
  @Test func deepLinkWithModalWhileAModalIsQueuedPresentsTheWrongOne() {
    let app = MessageApp(window: Window())
    let recorder = LifecycleRecorder()
    app.window.addObserver(recorder)
    app.launch()
    app.enter("push it")
    app.enter("modal please")
    let trace = app.open("compose://other/a?modal=m")
    app.window.runUntilIdle()
    #expect(trace.outcome == .handled)
    let modal = app.flow.navigation.presentedComponent as? NavigationContainer
    #expect(modal?.topComponent?.name == "other m", "shown: \(String(describing: modal?.topComponent?.name))")
    #expect(app.flow.childFlows.count == 1, "child flows: \(app.flow.childFlows.count)")
    #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics.map(\.code))")
  }
}
