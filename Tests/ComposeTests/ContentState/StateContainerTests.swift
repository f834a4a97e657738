import Compose
import ComposeTestFixtures
import Testing

/// The state container: each swap's events, a state set before load, overrides.
@Suite struct StateContainerTests {
  struct Failure: Error {}

  struct Setup {
    let window = Window()
    /// Fails the test at its end if the auditor found anything (see ``AuditGuard``).
    let audit: AuditGuard
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    let checker = BalanceChecker()
    let root = Probe("root")

    init(sourceLocation: SourceLocation = #_sourceLocation) {
      audit = AuditGuard(window, sourceLocation: sourceLocation)
      window.addObserver(recorder)
      window.addObserver(checker)
      window.rootComponent = root
      window.makeKeyAndVisible()
      recorder.reset()
    }
  }

  @Test func loadingToContentSwapsWithFullCallbacks() {
    let s = Setup()
    let states = StateContainer(content: Probe("content"), traceName: "states")
    s.root.embed(states)
    s.recorder.reset()
    states.setState(.content)
    #expect(
      s.recorder.drain() == [
        "states.stateChanged(loading -> content)", "content.willMove(toParent: states)",
        "loading.willMove(toParent: nil)", "content.viewDidLoad",
        "loading.viewWillDisappear(false)", "content.viewWillAppear(false)",
        "content.viewIsAppearing(false)", "loading.viewDidDisappear(false)",
        "content.viewDidAppear(false)", "loading.didMove(toParent: nil)",
        "content.didMove(toParent: states)",
      ])
    #expect(states.currentComponent?.traceName == "content" && states.children.count == 1)
  }

  @Test func everyTransitionIsObservableAndAnimatedOnesEndOnTheClock() {
    let s = Setup()
    let content = Probe("content")
    let states = StateContainer(content: content, state: .content, traceName: "states")
    s.root.embed(states)
    s.recorder.reset()
    states.setState(.error(Failure()), animated: true)
    states.setState(.empty, animated: true)  // queued behind the first swap
    #expect(states.currentComponent?.traceName == "error")
    s.window.runUntilIdle()
    let changes = s.recorder.events.filter {
      if case .stateChanged = $0.kind { return true } else { return false }
    }
    #expect(
      changes.map(\.trace) == [
        "states.stateChanged(content -> error)", "states.stateChanged(error -> empty)",
      ])
    #expect(states.currentComponent?.traceName == "empty" && content.parent == nil)
    #expect(content.appearanceState == .disappeared)
    #expect(s.checker.violations.isEmpty)
    states.setState(.content)
    #expect(states.currentComponent === content && content.appearanceState == .appeared)
  }

  @Test func aStateSetBeforeTheViewLoadsIsShownAtLoad() {
    let s = Setup()
    let states = StateContainer(content: Probe("content"), traceName: "states")
    states.setState(.empty)
    #expect(!states.isViewLoaded && states.children.isEmpty)
    s.root.embed(states)
    #expect(states.currentComponent?.traceName == "empty")
    #expect(states.currentComponent?.appearanceState == .appeared)
  }

  @Test func anOverrideIsUsedInsteadOfTheDefault() {
    let s = Setup()
    var custom = StateComponents.standard
    custom.error = { _ in Probe("retry") }
    let overridden = StateContainer(content: Probe("c1"), states: custom, traceName: "overridden")
    let plain = StateContainer(content: Probe("c2"), traceName: "plain")
    s.root.embed(overridden)
    s.root.embed(plain)
    overridden.setState(.error(Failure()))
    plain.setState(.error(Failure()))
    #expect(overridden.currentComponent?.traceName == "retry")
    #expect(plain.currentComponent is DefaultErrorComponent)
    #expect(overridden.currentComponent?.traceName == "retry")
    #expect((overridden.children.first as? DefaultLoadingComponent) == nil)
  }

  @Test func stateComponentsThatLeaveAreReleased() {
    let s = Setup()
    let tracker = LifetimeTracker()
    let states = StateContainer(
      content: Probe("content"),
      states: StateComponents(loading: { Probe("spinner", tracker: tracker) }), traceName: "states")
    s.root.embed(states)
    #expect(tracker.live == 1)
    states.setState(.content, animated: true)
    s.window.runUntilIdle()
    #expect(tracker.live == 0)
  }
}

extension StateContainerTests {
  private struct NamedFailure: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
  }

  /// A test compares states with `==`: by case, and errors by type and description.
  @Test func contentStatesCompareByCaseAndErrorsByTypeAndDescription() {
    let container = StateContainer(content: Component(traceName: "content"))
    #expect(container.state == .loading)
    container.setState(.empty, animated: false)
    #expect(container.state == .empty)
    #expect(container.state != .content)
    let offline = ContentState.error(NamedFailure(reason: "offline"))
    #expect(offline == .error(NamedFailure(reason: "offline")))
    #expect(offline != .error(NamedFailure(reason: "timeout")))
    #expect(ContentState.error(NamedFailure(reason: "x")) != .error(CancellationError()))
    #expect(ContentState.error(NamedFailure(reason: "x")) != .empty)
  }
}
