import Compose
import ComposeTestFixtures
import Testing

/// A component removed from its container while a transition animates it out takes its view
/// along: the transition's end leaves no orphan view in the container (contract §1, §2).
@Suite struct OrphanViewTests {
  /// Found through `NavigationReentrancyTests` once the auditor watched them: a component that
  /// removed itself from its container while a transition animated it out left its view in the
  /// container's view (an orphan view, on screen in UIKit terms) when the transition ended.
  @Test func aTransitionsEndRemovesTheViewOfAFromThatLeftTheContainer() {
    let h = Harness()
    let k = Probe("k")
    let a = Probe("a")
    let b = Probe("b")
    h.root.embed(k)
    k.embed(a)
    k.addChild(b)
    a.willMove(toParent: nil)
    k.transition(
      from: a, to: b, duration: .milliseconds(200), completion: { _ in b.didMove(toParent: k) })
    a.removeFromParent()  // a leaves before the animation ends; its view is still on stage
    #expect(a.view.superview === k.view)
    h.window.runUntilIdle()
    #expect(a.view.superview == nil, "the finished transition left a's view in k's view")
    #expect(a.appearanceState == .disappeared)
    #expect(b.view.superview === k.view)
    #expect(h.auditor.findings.isEmpty, "\(h.auditor.findings)")
  }

  @Test(arguments: [false, true])
  func anInteractionRemovesTheViewOfAFromThatLeftTheContainer(_ finishing: Bool) {
    let h = Harness()
    let k = Probe("k")
    let a = Probe("a")
    let b = Probe("b")
    h.root.embed(k)
    k.embed(a)
    k.addChild(b)
    let interaction = k.beginInteractiveTransition(
      from: a, to: b,
      completion: { finished in
        if finished { b.didMove(toParent: k) } else { b.removeFromParent() }
      })
    a.willMove(toParent: nil)
    a.removeFromParent()  // mid-gesture
    if finishing {
      interaction?.finish(after: .milliseconds(100))
    } else {
      b.willMove(toParent: nil)
      interaction?.cancel(after: .milliseconds(100))
    }
    h.window.runUntilIdle()
    #expect(a.view.superview == nil, "a's view stayed in k's view after the gesture ended")
    #expect(a.appearanceState == .disappeared)
    #expect(k.view.subviews.compactMap(\.owner).map(\.traceName) == (finishing ? ["b"] : []))
    h.auditor.checkpoint()
    #expect(h.auditor.findings.isEmpty, "\(h.auditor.findings)")
  }
}
