import Compose
import ComposeTestFixtures
import Testing

/// Flows hear every exit path with its reason and release exactly the child flows whose
/// components left; nothing leaks from closures.
@Suite struct FlowLifetimeTests {
  /// A flow that records every leave and can push a component anchored to a new child flow.
  final class RecordingFlow: Flow {
    var left: [String] = []

    override func componentDidLeave(_ component: Component, reason: LeaveReason) {
      left.append("\(component.traceName) \(reason)")
    }

    /// Pushes `name` with a child flow anchored to it; returns the child flow weakly usable.
    @discardableResult
    func pushWithChildFlow(_ name: String, tracker: LifetimeTracker) -> Flow {
      let screen = Probe(name, tracker: tracker)
      let child = Flow(traceName: "flow \(name)", navigation: navigation)
      addChildFlow(child, anchoredTo: screen)
      navigation.push(screen, animated: false)
      return child
    }

    /// Presents `name` with a child flow anchored to it.
    @discardableResult
    func presentWithChildFlow(_ name: String, tracker: LifetimeTracker) -> Flow {
      let child = Flow(traceName: "flow \(name)")
      child.navigation.setStack([Probe(name, tracker: tracker)], animated: false)
      child.navigation.presentationDelegate = self
      addChildFlow(child, anchoredTo: child.navigation)
      navigation.present(child.navigation, animated: false, style: .fullScreen)
      return child
    }
  }

  struct Setup {
    let window = Window()
    /// Fails the test at its end if the auditor found anything (see ``AuditGuard``).
    let audit: AuditGuard
    let flow = RecordingFlow(traceName: "root")
    let tracker = LifetimeTracker()

    init(sourceLocation: SourceLocation = #_sourceLocation) {
      audit = AuditGuard(window, sourceLocation: sourceLocation)
      flow.navigation.setStack([Probe("home")], animated: false)
      window.rootComponent = flow.navigation
      flow.start()
      window.makeKeyAndVisible()
    }
  }

  @Test func popBackButtonAndSwipeReleaseTheChildFlowOfThePoppedComponentOnly() {
    let s = Setup()
    weak let first = s.flow.pushWithChildFlow("a", tracker: s.tracker)
    weak let second = s.flow.pushWithChildFlow("b", tracker: s.tracker)
    weak let third = s.flow.pushWithChildFlow("c", tracker: s.tracker)
    #expect(s.flow.childFlows.count == 3 && first != nil)
    s.flow.navigation.pop(animated: false)
    #expect(third == nil && second != nil && first != nil)
    s.flow.navigation.tapBackButton()
    s.window.runUntilIdle()
    #expect(second == nil && first != nil)
    s.flow.navigation.beginInteractivePop().interaction?.finish(after: .milliseconds(100))
    s.window.runUntilIdle()
    #expect(first == nil && s.flow.childFlows.isEmpty)
    #expect(s.tracker.live == 0)
    #expect(
      s.flow.left == [
        "home push", "a push", "b push", "c pop", "b backButton", "a swipe",
      ])
  }

  @Test func aCancelledSwipeReleasesNothing() {
    let s = Setup()
    weak let child = s.flow.pushWithChildFlow("a", tracker: s.tracker)
    s.flow.navigation.beginInteractivePop().interaction?.cancel()
    #expect(child != nil && s.tracker.live == 1)
  }

  @Test func popToAndSetStackReleaseEveryChildFlowThatLeft() {
    let s = Setup()
    weak let a = s.flow.pushWithChildFlow("a", tracker: s.tracker)
    weak let b = s.flow.pushWithChildFlow("b", tracker: s.tracker)
    s.flow.navigation.popToRoot(animated: true)
    s.window.runUntilIdle()
    #expect(a == nil && b == nil && s.tracker.live == 0)
    weak let c = s.flow.pushWithChildFlow("c", tracker: s.tracker)
    s.flow.navigation.setStack([Probe("fresh")], animated: false)
    #expect(c == nil && s.tracker.live == 0)
    #expect(s.flow.left.suffix(3) == ["home push", "c setStack", "home setStack"])
    #expect(s.flow.left.contains("b popTo") && s.flow.left.contains("a popTo"))
  }

  @Test(arguments: [false, true]) func dismissalByCallOrGestureReleasesThePresentedChildFlow(
    interactive: Bool
  ) {
    let s = Setup()
    weak let child = s.flow.presentWithChildFlow("m", tracker: s.tracker)
    weak let pushed = s.flow.pushWithChildFlow("a", tracker: s.tracker)
    #expect(child != nil && s.tracker.live == 2)
    if interactive {
      s.flow.navigation.beginInteractiveDismiss().interaction?.finish()
    } else {
      s.flow.navigation.dismiss(animated: true)
      s.window.runUntilIdle()
    }
    #expect(child == nil && pushed != nil && s.tracker.live == 1)
    #expect(
      s.flow.left.last == "flow m.navigation \(interactive ? "interactiveDismiss" : "dismiss")")
  }

  @Test func aCancelledInteractiveDismissKeepsTheChildFlow() {
    let s = Setup()
    weak let child = s.flow.presentWithChildFlow("m", tracker: s.tracker)
    s.flow.navigation.beginInteractiveDismiss().interaction?.cancel()
    #expect(child != nil && s.flow.navigation.presentedComponent != nil)
  }

  @Test func releasingTheAppReleasesEverythingIncludingClosureCapturers() {
    let tracker = LifetimeTracker()
    weak var weakFlow: Flow?
    weak var weakWindow: Window?
    do {
      let s = Setup()
      s.flow.pushWithChildFlow("a", tracker: tracker)
      s.flow.presentWithChildFlow("m", tracker: tracker)
      weakFlow = s.flow
      weakWindow = s.window
    }
    #expect(weakFlow == nil && weakWindow == nil)
    #expect(tracker.live == 0)
  }
}
