import Compose
import ComposeTestFixtures
import Testing

/// `transition(from:to:duration:animations:completion:)` answers like every operation that can
/// run, wait or be refused: with an `OperationResult` (contract §4).
@Suite struct TransitionResultTests {
  @Test func aTransitionRunsIsQueuedBehindAnotherOrIsRefused() {
    let h = Harness()
    let a = Probe("a")
    let b = Probe("b")
    let c = Probe("c")
    h.root.embed(a)
    h.root.addChild(b)
    h.root.addChild(c)

    #expect(h.root.transition(from: a, to: b, duration: .milliseconds(300)) == .ran)
    #expect(h.root.transition(from: b, to: c, duration: .zero) == .queued)
    h.window.runUntilIdle()
    #expect(c.view.superview === h.root.view)

    h.audit.allowFindings()  // deliberate: the refusal is reported
    let refused = h.root.transition(from: c, to: c, duration: .zero)
    #expect(refused.diagnostic?.code == .transitionToSameComponent)
    for child in [a, b] {
      child.willMove(toParent: nil)
      child.removeFromParent()
    }
  }
}
