import Compose
import ComposeTesting
import Testing

/// Contract §7: once the clock is idle, the auditor reports an operation that never ended: a
/// custom container's transition whose completion was never called (everything queued behind
/// it would wait forever). A gesture in progress is not such an operation.
@Suite struct OperationNeverEndedTests {
  @Test func aTransitionWhoseCompletionIsNeverCalledIsReportedOnceTheClockIsIdle() {
    let container = Component(traceName: "container")
    let harness = LifecycleHarness(root: container)
    var queuedRan = false
    container.enqueueTransition { _ in }  // forgets to call its completion
    container.enqueueTransition { complete in
      queuedRan = true
      complete()
    }
    harness.expect(finding: .transitionNeverCompleted)
    harness.runUntilIdle()
    #expect(!queuedRan, "the operation behind it waits")
    let findings = harness.auditor.findings.filter { $0.kind == .transitionNeverCompleted }
    #expect(findings.map(\.path) == [#"Component("container")"#])
  }

  @Test func aTransitionThatCompletesOnTheClockIsNotReported() {
    let container = Component(traceName: "container")
    let harness = LifecycleHarness(root: container)
    container.enqueueTransition { complete in
      container.schedule(after: .milliseconds(300)) { complete() }
    }
    harness.checkpoint()  // not idle: the completion is scheduled
    harness.runUntilIdle()
    #expect(!harness.auditor.findings.contains { $0.kind == .transitionNeverCompleted })
  }

  @Test func aSwipeThatFollowsTheGestureIsNotAnOperationThatNeverEnded() throws {
    let navigation = NavigationContainer(traceName: "nav")
    let harness = LifecycleHarness(root: navigation)
    navigation.setStack([Component(traceName: "a"), Component(traceName: "b")], animated: false)
    let swipe = try #require(navigation.beginInteractivePop().interaction)
    swipe.update(0.5)
    harness.runUntilIdle()
    #expect(!harness.auditor.findings.contains { $0.kind == .transitionNeverCompleted })
    swipe.cancel()
    harness.runUntilIdle()
  }
}
