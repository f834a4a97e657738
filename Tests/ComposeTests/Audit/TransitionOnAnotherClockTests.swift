import Compose
import ComposeTestFixtures
import Testing

/// Contract §7: the auditor reports a transition that never ended once the clock it runs on is
/// idle. A container that moved to another window while its transition was scheduled on the
/// clock of the window it left is waiting for that clock, not stuck: it is not reported while
/// that clock still has the transition's end to run.
@Suite struct TransitionOnAnotherClockTests {
  @Test func aTransitionScheduledOnTheWindowItLeftIsNotReportedAsNeverCompleted() {
    let first = Window(traceName: "first")
    let firstRoot = Component(traceName: "firstRoot")
    first.rootComponent = firstRoot
    first.makeKeyAndVisible()
    let container = Probe("container")
    firstRoot.embed(container)
    let a = Probe("a")
    let b = Probe("b")
    container.embed(a)
    container.swapChildren(from: a, to: b, duration: .seconds(1))  // on first's clock
    let h = Harness()
    h.root.embed(container)  // moves to the second window, its transition still scheduled
    h.window.runUntilIdle()
    _ = h.auditor.checkpoint()
    #expect(!h.auditor.findings.contains { $0.kind == .transitionNeverCompleted })
    #expect(container.isTransitionInFlight)
    first.runUntilIdle()  // the transition ends on the clock it runs on
    #expect(!container.isTransitionInFlight)
    #expect(container.children.map(\.traceName) == ["b"])
  }

  /// Once that clock is idle too and the completion was still never called, it is reported.
  @Test func aTransitionWhoseClockIsIdleTooIsReported() {
    let first = Window(traceName: "first")
    let firstRoot = Component(traceName: "firstRoot")
    first.rootComponent = firstRoot
    first.makeKeyAndVisible()
    let container = Probe("container")
    firstRoot.embed(container)
    container.enqueueTransition { _ in
      container.schedule(after: .seconds(1)) {}  // ends, but never calls the completion
    }
    let h = Harness()
    h.audit.allowFindings()
    h.root.embed(container)
    first.runUntilIdle()
    h.window.runUntilIdle()
    _ = h.auditor.checkpoint()
    #expect(h.auditor.findings.contains { $0.kind == .transitionNeverCompleted })
  }

  /// A transition whose end another component of the window schedules (a container's own
  /// transition body scheduling through its child, as a dismissal schedules through the
  /// presented component): it runs on that window's clock, which the auditor of the window the
  /// container moved to must judge it by.
  @Test func aTransitionScheduledThroughAnotherComponentIsJudgedByTheClockItRunsOn() {
    let first = Window(traceName: "first")
    let firstRoot = Component(traceName: "firstRoot")
    first.rootComponent = firstRoot
    first.makeKeyAndVisible()
    let container = Probe("container")
    firstRoot.embed(container)
    let child = Probe("child")
    container.embed(child)
    container.enqueueTransition { complete in
      child.schedule(after: .seconds(1)) { complete() }  // on first's clock
    }
    let h = Harness()
    h.root.embed(container)  // moves to the second window, its transition still scheduled
    h.window.runUntilIdle()
    _ = h.auditor.checkpoint()
    #expect(!h.auditor.findings.contains { $0.kind == .transitionNeverCompleted })
    #expect(container.isTransitionInFlight)
    first.runUntilIdle()
    #expect(!container.isTransitionInFlight)
  }
}
