import Compose
import ComposeTestFixtures
import Testing

/// Hooks that change the tree while appearance is being forwarded: a component removing itself,
/// a child embedded or removed from a callback, a takeover during forwarding (contract §3, §4).
@Suite struct TreeChangesDuringAppearanceTests {
  // a component that removes itself in viewWillDisappear (a common "dismiss on
  // disappear" pattern) ends its own disappearance early through syncAppearance, and
  // beginAppearance then skips its children (`guard node.appearanceBatch === batch`), so its
  // child stays `appeared` forever while its parent is disappeared and out of the window.
  @Test func aComponentRemovingItselfInViewWillDisappearTakesItsChildrenAlong() {
    let h = Harness()
    let child = Probe("child")
    let grandchild = Probe("grandchild")
    h.root.embed(child)
    child.embed(grandchild)
    child.onWillDisappear = { $0.unembed() }
    h.window.hide()
    #expect(child.appearanceState == .disappeared)
    #expect(
      grandchild.appearanceState == .disappeared,
      "a child must not stay appeared while its parent is disappeared")
    let grandTraces = h.recorder.traces.filter { $0.hasPrefix("grandchild.view") }
    #expect(grandTraces.contains("grandchild.viewDidDisappear(false)"))
  }

  // a container that removes a child's view (keeping the child) in its own
  // viewDidDisappear leaves that child in `disappearing` forever: removeFromSuperview skips the
  // sync because the old enclosing component is already `disappeared`, and the container's
  // endAppearance no longer reaches the child (its view is no longer inside the container's view).
  @Test func aChildViewRemovedInTheContainersViewDidDisappearStillGetsItsDid() {
    let h = Harness()
    let container = Probe("container")
    let child = Probe("child")
    h.root.embed(container)
    container.embed(child)
    container.onDidDisappear = { _ in child.view.removeFromSuperview() }
    h.window.hide()
    h.window.runUntilIdle()
    #expect(child.appearanceState == .disappeared, "every will* gets exactly one did*")
    #expect(h.recorder.traces.contains("child.viewDidDisappear(false)"))
  }

  // a child embedded from its parent's viewWillAppear joins the parent's batch at
  // once, so its viewIsAppearing runs before the parent's. Contract §3: parent before child for
  // every callback.
  @Test func aChildEmbeddedInViewWillAppearIsAppearingAfterItsParent() {
    let h = Harness(visible: false)
    let parent = Probe("parent")
    let child = Probe("child")
    h.root.embed(parent)
    parent.onWillAppear = { $0.embed(child) }
    h.recorder.reset()
    h.window.makeKeyAndVisible()
    let order = h.callbacks().filter { $0.contains("viewIsAppearing") }
    #expect(
      order == [
        "root.viewIsAppearing(false)", "parent.viewIsAppearing(false)",
        "child.viewIsAppearing(false)",
      ])
  }

  // beginAppearance pushes every forwarded child before visiting any. When a hook of one child
  // takes the traversal over (here: hides the window from viewWillAppear), the children already on
  // the stack are still visited afterwards and begin the *old* batch, although their parent has
  // moved on (disappeared). Nothing ends that batch any more (the root's end skips nodes that left
  // it), so the later sibling stays `appearing` forever, in a hidden window: a will* with no did*.
  @Test func aSiblingVisitedAfterATakeoverDoesNotStayAppearing() {
    let c = CheckedHarness(visible: false)
    let first = Probe("first")
    let second = Probe("second")
    c.h.root.embed(first)
    c.h.root.embed(second)
    first.onWillAppear = { _ in
      first.onWillAppear = nil
      c.h.window.hide()
    }
    c.h.window.makeKeyAndVisible()
    c.h.window.runUntilIdle()
    #expect(c.h.root.appearanceState == .disappeared)
    #expect(first.appearanceState == .disappeared)
    #expect(
      second.appearanceState == .disappeared,
      "second is \(second.appearanceState) in a hidden window, and nothing will end it")
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  // The mirror image: showing the window again from a child's viewWillDisappear while the window
  // hides. syncAppearance's `.visible` case returns when the component is `disappearing`, so the
  // show is ignored: the running hide batch then ends everything `disappeared` in a visible window.
  @Test func aSiblingVisitedAfterATakeoverDoesNotStayDisappearing() {
    let c = CheckedHarness()
    let first = Probe("first")
    let second = Probe("second")
    c.h.root.embed(first)
    c.h.root.embed(second)
    first.onWillDisappear = { _ in
      first.onWillDisappear = nil
      c.h.window.makeKeyAndVisible()
    }
    c.h.window.hide()
    c.h.window.runUntilIdle()
    #expect(c.h.window.isVisible)
    #expect(
      c.h.root.appearanceState == .appeared,
      "root is \(c.h.root.appearanceState) in a visible window: the show was dropped")
    #expect(first.appearanceState == .appeared)
    #expect(
      second.appearanceState == .appeared,
      "second is \(second.appearanceState) in a visible window, and nothing will end it")
  }
}
