import Compose
import ComposeTestFixtures
import Testing

/// A state container's state changes: rapid changes, changes before load, overrides that
/// return a kept component (contract §5, §7).
@Suite struct StateChangeTests {
  struct Failure: Error {}

  @Test func rapidStateChangesDuringAnAnimationEndOnTheLastState() {
    let watched = WatchedWindow()
    let window = watched.window
    let checker = watched.checker
    let recorder = watched.recorder
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let tracker = LifetimeTracker()
    let content = Probe("content", tracker: tracker)
    let states = StateContainer(content: content, traceName: "states")
    root.embed(states)
    states.setState(.content, animated: true)
    states.setState(.error(Failure()), animated: true)
    states.setState(.empty, animated: false)
    states.setState(.content, animated: true)
    states.setState(.loading, animated: true)
    states.setState(.content, animated: false)
    window.advance(by: .milliseconds(100))
    states.setState(.empty, animated: true)
    window.runUntilIdle()
    #expect(checker.violations.isEmpty, "\(checker.violations)")
    #expect(states.children.count == 1 && states.currentComponent?.traceName == "empty")
    #expect(
      states.view.subviews.count == 1 && states.currentComponent?.view.superview === states.view)
    #expect(states.currentComponent?.appearanceState == .appeared)
    #expect(content.appearanceState == .disappeared && content.parent == nil)
    states.setState(.content)
    #expect(states.currentComponent === content && content.appearanceState == .appeared)
    #expect(recorder.diagnostics.isEmpty)
  }

  @Test func stateSetBeforeLoadThenChangedWhileHidden() {
    let window = Window()
    AuditGuard.watch(window)
    let root = Probe("root")
    window.rootComponent = root
    let states = StateContainer(content: Probe("content"), traceName: "states")
    states.setState(.error(Failure()))
    states.setState(.content)
    root.addChild(states)
    root.view.addSubview(states.view)
    states.didMove(toParent: root)
    #expect(states.currentComponent?.traceName == "content")
    window.makeKeyAndVisible()
    #expect(states.currentComponent?.appearanceState == .appeared)
  }

  /// Contract §7: a per-instance override may return a kept component. Setting
  /// the same state again (documented as "entered again") keeps that component, with no
  /// callback, and still reports the state change (regression: the container swapped the
  /// component with itself and ended empty).
  @Test func stateOverrideReturningTheSameComponentKeepsIt() {
    let watched = WatchedWindow()
    let window = watched.window
    let checker = watched.checker
    let recorder = watched.recorder
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
    let watched = WatchedWindow()
    let window = watched.window
    let checker = watched.checker
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

}
