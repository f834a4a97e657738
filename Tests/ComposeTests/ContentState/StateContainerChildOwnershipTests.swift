import Compose
import ComposeTestFixtures
import Testing

/// Contract §1: every `didMove(toParent:)` answers a `willMove(toParent:)`. A state container's
/// deferred completion leaves alone an outgoing component that user code moved elsewhere, and a
/// kept state component that is already a child it does not show is refused, not half-added.
@Suite struct StateContainerChildOwnershipTests {
  @Test func anOutgoingComponentMovedDuringTheSwapIsNotRemovedFromItsNewParent() {
    let h = Harness()
    let content = Probe("content")
    let states = StateContainer(content: content, state: .content, traceName: "states")
    h.root.embed(states)
    let other = Probe("other")
    h.root.embed(other)
    states.setState(.empty, animated: true)
    other.embed(content)  // user code takes the outgoing component during the animation
    #expect(content.parent === other)
    h.recorder.reset()
    h.window.runUntilIdle()
    let traces = h.callbacks().filter { $0.hasPrefix("content.") }
    #expect(!traces.contains("content.didMove(toParent: nil)"), "\(traces)")
    #expect(content.parent === other && content.view.superview === other.view)
    #expect(content.appearanceState == .appeared)
    #expect(states.currentComponent?.traceName == "empty")
  }

  @Test func aKeptStateComponentThatIsAlreadyAnotherChildIsRefused() {
    let h = Harness()
    h.audit.allowFindings()  // the intruder below is placed by hand
    let kept = Probe("kept")
    let states = StateContainer(
      content: Probe("content"), state: .loading, states: StateComponents(loading: { kept }),
      traceName: "states")
    h.root.embed(states)
    let intruder = Probe("intruder")
    states.embed(intruder)  // user code: `kept` is now a child that is not shown
    #expect(states.currentComponent === intruder && kept.parent === states)
    h.recorder.reset()
    let result = states.setState(.loading)
    let traces = h.callbacks().filter { $0.hasPrefix("kept.") }
    #expect(
      !traces.contains("kept.didMove(toParent: states)")
        || traces.contains("kept.willMove(toParent: states)"),
      "didMove with no willMove: \(traces)")
    #expect(result.diagnostic?.code == .componentInUse)
    #expect(states.children.map(\.traceName) == ["kept", "intruder"])
    #expect(intruder.appearanceState == .appeared && !intruder.isMovingFromParent)
  }
}
