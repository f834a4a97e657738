import Compose
import Testing

/// `willRemoveSubview` and friends changing the subviews they are told about: no recursion, no
/// lost subview (contract §2, §7).
@Suite struct SubviewHookTests {
  // insertSubview checks the index, then calls the open willRemoveSubview hook of the
  // old superview, which may shrink `subviews`; `subviews.insert(view, at: index)` then traps
  // (index out of range). Contract §7: misuse never traps.
  @Test func insertSubviewSurvivesAWillRemoveSubviewHookThatShrinksSubviews() {
    final class Pruning: View {
      var victim: View?
      override func willRemoveSubview(_ subview: View) {
        let target = victim
        victim = nil
        target?.removeFromSuperview()
      }
    }
    let container = Pruning()
    let p = View(traceName: "p")
    let q = View(traceName: "q")
    let v = View(traceName: "v")
    for view in [p, q, v] { container.addSubview(view) }
    container.victim = q
    container.insertSubview(v, at: 2)  // valid (2 other subviews), then q leaves: trap
    #expect(container.subviews.count == 2)
  }

  // the clock adds Durations without overflow checks: advancing (or scheduling) far
  // enough traps in Duration's `+` ("Overflow in +"). Contract §7: bad input never traps.
  //
  // Fixed: a `willRemoveSubview` hook that removes the leaving view again recursed
  // until the stack overflowed.
  @Test func willRemoveSubviewRemovingTheLeavingViewAgainDoesNotRecurse() {
    final class Echo: View {
      override func willRemoveSubview(_ subview: View) { subview.removeFromSuperview() }
    }
    let parent = Echo()
    let other = View()
    let child = View()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.superview == nil && parent.subviews.isEmpty)
    parent.addSubview(child)
    other.addSubview(child)
    #expect(child.superview === other && parent.subviews.isEmpty)
  }

  // View's docs promise that the three view hooks "may change the hierarchy (Compose re-reads it
  // afterwards and never traps)". removeFromSuperview guards against the hook removing the leaving
  // view again (isLeavingSuperview), but place(_:at:) does not check that flag: a hook that moves
  // the leaving view to another superview calls place(), which calls the same superview's
  // willRemoveSubview for the same view again, which moves it again... until the stack overflows.
  @Test func willRemoveSubviewMovingTheLeavingViewElsewhereDoesNotRecurse() {
    final class Parking: View {
      let lot = View(traceName: "lot")
      override func willRemoveSubview(_ subview: View) { lot.addSubview(subview) }
    }
    let parent = Parking()
    let child = View(traceName: "child")
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.superview === parent.lot && parent.subviews.isEmpty)
  }
}
