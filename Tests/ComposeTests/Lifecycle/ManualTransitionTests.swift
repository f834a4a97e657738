import Compose
import ComposeTestFixtures
import Testing

/// `transition(from:to:duration:animations:completion:)` between two children of a container
/// (contract §1, §7).
@Suite struct ManualTransitionTests {
  // When `to`'s view contains `from`'s superview (here: `from`'s view sits directly in `to`'s
  // unplaced view), checkTransitionViews passes (`to`'s view has no superview), the addSubview in
  // runTransition is refused as a cycle, and the transition still runs: `from`'s view is removed,
  // `to` is never placed, transition() returns nil and the completion gets `true`. Contract §7:
  // misuse is rejected with the tree unchanged.
  @Test func aTransitionWhoseToViewContainsFromIsRejectedWithNothingChanged() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let container = Probe("container")
    let from = Probe("from")
    let to = Probe("to")
    h.root.embed(container)
    container.addChild(from)
    container.addChild(to)
    to.view.addSubview(from.view)
    var finished: Bool?
    let result = container.transition(
      from: from, to: to, duration: .zero, completion: { finished = $0 })
    #expect(result.wasRefused, "the placement was refused, but transition() returned \(result)")
    #expect(finished != true, "completion(true) although `to` was never placed")
    #expect(from.view.superview === to.view, "the tree must be unchanged")
  }
}
