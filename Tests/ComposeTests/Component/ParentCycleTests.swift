import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// A component can never become its own ancestor, not even from a hook (contract §7).
@Suite struct ParentCycleTests {
  // Model test at 2,000 seeds, fixed: a component detached mid-transition keeps its window's
  // context until the transition ends, so contexts are no proof that two components are in
  // different trees; the cycle check used them as a shortcut and let a cycle through (the next
  // tree walk never ended).
  @Test func aChildLingeringInItsWindowAfterItsContainerLeftCannotAdoptTheContainer() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    h.expect(diagnostic: .addAncestorAsChild)  // the refused cycle
    let manual = Probe("manual", manual: true)
    let child = Probe("child")
    root.embed(manual)
    manual.embed(child)
    child.beginAppearanceTransition(true, animated: true)
    manual.unembed()
    #expect(child.window === h.window, "still settling: observers see its end")
    #expect(manual.window == nil)
    let diagnostic = child.addChild(manual)
    #expect(diagnostic?.code == .addAncestorAsChild)
    #expect(manual.parent == nil && child.children.isEmpty)
    child.endAppearanceTransition()
    #expect(child.window == nil, "it leaves once its transition ended")
    #expect(h.recorder.traces.contains("child.viewDidAppear(true)"))
  }

  // addChild checks for a cycle before calling `child.willMove(toParent: self)`, and only
  // re-checks `child.parent == nil` afterwards. A hook that makes the would-be parent a child of
  // the child (`child.addChild(parent)`: legal at that moment, `parent` has no children yet)
  // passes both checks, and the outer call then links child under parent: parent.parent === child
  // and child.parent === parent. `root` and `path` loop forever, and the two hold each other
  // strongly (a leak). Contract §7: adding a component to its own descendant is rejected with the
  // tree unchanged.
  @Test func aWillMoveHookCannotCloseAParentCycle() {
    let parent = Probe("parent")
    let child = Probe("child")
    child.onWillMove = { child, newParent in
      if newParent === parent { child.addChild(parent) }
    }
    parent.addChild(child)
    let cycle = parent.parent === child && child.parent === parent
    #expect(!cycle, "parent and child are each other's parent: root/path never return")
    // Break the cycle so the test does not leak or hang anything else.
    if cycle {
      child.onWillMove = nil
      parent.removeFromParent()
    }
  }
}
