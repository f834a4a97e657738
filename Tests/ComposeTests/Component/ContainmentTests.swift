import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// Contract §1: containment.
@Suite struct ContainmentTests {
  @Test func addChildCallsWillMoveBeforeLinkingAndNeverCallsDidMove() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    h.expect(finding: .missingDidMove)  // deliberate: didMove is never called
    _ = h.traces()
    let child = Probe("child")
    var linkedDuringWillMove: Bool?
    child.onWillMove = { child, _ in linkedDuringWillMove = child.parent != nil }
    #expect(root.addChild(child) == nil)
    #expect(h.traces(.all) == ["child.willMove(toParent: root)"])
    #expect(linkedDuringWillMove == false)
    #expect(child.parent === root)
    #expect(root.children.count == 1 && root.children[0] === child)
    #expect(!child.isViewLoaded, "addChild alone does not load the view")
  }

  @Test func addChildFromAnotherParentRemovesItFromTheOldParentFirst() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    h.expect(finding: .missingDidMove)  // deliberate: didMove is never called
    _ = h.traces()
    let old = Probe("old")
    let new = Probe("new")
    let child = Probe("child")
    root.embed(old)
    root.embed(new)
    old.addChild(child)
    _ = h.traces()
    new.addChild(child)
    #expect(
      h.traces(.all) == ["child.didMove(toParent: nil)", "child.willMove(toParent: new)"])
    #expect(old.children.isEmpty)
    #expect(new.children.count == 1 && child.parent === new)
  }

  @Test func containerPlacesTheViewThenCallsDidMove() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Probe("child")
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    #expect(
      h.traces(.all) == [
        "child.willMove(toParent: root)", "child.loadView", "child.viewDidLoad",
        "child.viewAdded(to: root)", "child.viewWillAppear(false)", "child.viewIsAppearing(false)",
        "child.viewDidAppear(false)", "child.didMove(toParent: root)",
      ])
    #expect(h.recorder.diagnostics.isEmpty)
  }

  @Test func removalIsWillMoveNilThenViewRemovalThenRemoveFromParentSendingDidMoveNil() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Probe("child")
    root.embed(child)
    var parentDuringDidMove: Component? = root
    child.onDidMove = { child, _ in parentDuringDidMove = child.parent }
    _ = h.traces()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    #expect(child.removeFromParent() == nil)
    #expect(
      h.traces(.all) == [
        "child.willMove(toParent: nil)", "child.viewRemoved(from: root)",
        "child.viewWillDisappear(false)", "child.viewDidDisappear(false)",
        "child.didMove(toParent: nil)",
      ])
    #expect(parentDuringDidMove == nil, "the parent is already nil in didMove(toParent: nil)")
    #expect(root.children.isEmpty)
  }

  @Test func embedDoesTheWholeAddSequence() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Probe("child")
    #expect(root.embed(child) == nil)
    #expect(
      h.traces(.all) == [
        "child.willMove(toParent: root)", "child.loadView", "child.viewDidLoad",
        "child.viewAdded(to: root)", "child.viewWillAppear(false)", "child.viewIsAppearing(false)",
        "child.viewDidAppear(false)", "child.didMove(toParent: root)",
      ])
    #expect(child.view.superview === root.view)
  }

  @Test func embedPlacesTheChildInAContainerViewInsideTheParentsView() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let slot = View(traceName: "slot")
    root.view.addSubview(slot)
    let child = Probe("child")
    #expect(root.embed(child, in: slot) == nil)
    #expect(child.view.superview === slot)
    #expect(child.appearanceState == .appeared)
  }

  @Test func unembedDoesTheWholeRemoveSequence() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Probe("child")
    root.embed(child)
    _ = h.traces()
    #expect(child.unembed() == nil)
    #expect(
      h.traces(.all) == [
        "child.willMove(toParent: nil)", "child.viewRemoved(from: root)",
        "child.viewWillDisappear(false)", "child.viewDidDisappear(false)",
        "child.didMove(toParent: nil)",
      ])
    #expect(child.parent == nil && child.view.superview == nil)
    #expect(child.appearanceState == .disappeared)
  }

  @Test func isMovingToParentIsTrueDuringTheAppearanceOfAnEmbedOnly() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Probe("child")
    var duringWillAppear: Bool?
    child.onWillAppear = { duringWillAppear = $0.isMovingToParent }
    root.embed(child)
    #expect(duringWillAppear == true)
    #expect(!child.isMovingToParent)
    h.window.hide()
    h.window.makeKeyAndVisible()
    #expect(duringWillAppear == false, "a later appearance is not a move")
  }

  @Test func isMovingFromParentIsTrueDuringTheDisappearanceOfAnUnembedOnly() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let child = Probe("child")
    var duringWillDisappear: Bool?
    child.onWillDisappear = { duringWillDisappear = $0.isMovingFromParent }
    root.embed(child)
    h.window.hide()
    #expect(duringWillDisappear == false)
    h.window.makeKeyAndVisible()
    child.unembed()
    #expect(duringWillDisappear == true)
    #expect(!child.isMovingFromParent)
  }

  @Test func parentIsWeakAndChildrenAreStrong() {
    let tracker = LifetimeTracker()
    var parent: Probe? = Probe("parent", tracker: tracker)
    weak var weakChild: Probe?
    do {
      let child = Probe("child", tracker: tracker)
      weakChild = child
      parent!.addChild(child)
    }
    #expect(weakChild != nil, "the parent keeps its child alive")
    let child = weakChild!
    parent = nil
    #expect(child.parent == nil, "a child does not keep its parent alive")
    #expect(tracker.live == 1)
  }

  @Test func aRemovedComponentThatNobodyReferencesIsDeallocated() {
    let tracker = LifetimeTracker()
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    weak var weakChild: Probe?
    do {
      let child = Probe("child", tracker: tracker)
      child.onViewDidLoad = { $0.embed(Probe("grandchild", tracker: tracker)) }
      weakChild = child
      root.embed(child)
      h.window.hide()
      h.window.makeKeyAndVisible()
    }
    #expect(tracker.live == 2)
    weakChild?.unembed()
    #expect(weakChild == nil)
    #expect(tracker.live == 0, "Compose keeps no hidden reference to a removed subtree")
    #expect(h.recorder.events.count > 0, "recorded events are values, not references")
  }
}

extension ContainmentTests {
  @Test func reparentingAVisibleChildDisappearsItFromTheOldParentBeforeWillMove() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    _ = h.traces()
    let old = Probe("old")
    let new = Probe("new")
    let child = Probe("child")
    root.embed(old)
    root.embed(new)
    old.embed(child)
    _ = h.traces()
    new.addChild(child)
    #expect(
      h.traces() == [
        "child.viewWillDisappear(false)", "child.viewDidDisappear(false)",
        "child.didMove(toParent: nil)", "child.willMove(toParent: new)",
      ])
    // removeFromParent leaves the view where it was; the new container places it.
    #expect(child.view.superview === old.view)
    new.view.addSubview(child.view)
    child.didMove(toParent: new)
    #expect(child.appearanceState == .appeared)
  }

  // embed(_:in:) ignores a rejected addSubview: when `child.view` is an ancestor of
  // the container view, addChild has already linked the child, the view is not placed,
  // didMove(toParent:) is still called and embed returns nil. Contract §7: the tree unchanged
  // and a diagnostic.
  @Test func embedThatCannotPlaceTheViewChangesNothing() {
    let parent = Component(traceName: "parent")
    let child = Component(traceName: "child")
    child.view.addSubview(parent.view)  // parent's view placed inside child's view
    let diagnostic = parent.embed(child)
    #expect(diagnostic != nil, "the placement failed: embed must report it")
    #expect(child.parent == nil && parent.children.isEmpty, "the tree must be unchanged")
  }
}
