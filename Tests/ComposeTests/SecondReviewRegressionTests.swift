import Compose
import Testing

/// Regressions found by the second (adversarial) review of the core engine: each test failed (or
/// trapped) before its fix; the comment above each says what went wrong and what the contract
/// says.
@Suite struct SecondReviewRegressionTests {
  /// A harness with a balance checker attached before the window is shown.
  typealias Checked = CheckedHarness

  // MARK: 1. A willMove(toParent:) hook can close a parent cycle

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

  // MARK: 2. willRemoveSubview moving the leaving view recurses forever

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

  // MARK: 3. setRootComponent from the old root's disappearance leaves an orphan root

  // setRootComponent removes the old root's view first (running its disappearance hooks) and only
  // then sets `root = nil` and `root = component`. If a hook of the old root sets another root
  // meanwhile, the outer call overwrites it: that component keeps `hostWindow`, its view stays in
  // the window and it stays appeared, but it is no longer `rootComponent`, so hiding the window
  // never reaches it. Contract §3: appeared only while its view is in a visible window.
  @Test func settingTheRootFromTheOldRootsViewWillDisappearLeavesNoOrphan() {
    let c = Checked()
    let intruder = Probe("intruder")
    let next = Probe("next")
    c.h.root.onWillDisappear = { _ in
      c.h.root.onWillDisappear = nil
      c.h.window.rootComponent = intruder
    }
    c.h.window.rootComponent = next
    let placed = c.h.window.subviews.compactMap { $0.owner?.traceName }
    #expect(placed.count == 1, "one root view in the window, found \(placed)")
    c.h.window.hide()
    #expect(
      intruder.appearanceState == .disappeared,
      "\(intruder.traceName) is appeared in a hidden window (rootComponent is \(c.h.window.rootComponent?.traceName ?? "nil"))"
    )
    #expect(next.appearanceState == .disappeared)
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  // Same with `rootComponent = nil`: the hook's root is wiped by the outer `root = nil`.
  @Test func emptyingTheWindowWhileTheOldRootSetsAnotherLeavesNoOrphan() {
    let c = Checked()
    let intruder = Probe("intruder")
    c.h.root.onWillDisappear = { _ in
      c.h.root.onWillDisappear = nil
      c.h.window.rootComponent = intruder
    }
    c.h.window.rootComponent = nil
    c.h.window.hide()
    #expect(
      intruder.appearanceState == .disappeared || c.h.window.rootComponent === intruder,
      "appeared with its view in the window, but not the window's root: hide() misses it")
  }

  // MARK: 4. A takeover during forwarding leaves later siblings in a dead batch

  // beginAppearance pushes every forwarded child before visiting any. When a hook of one child
  // takes the traversal over (here: hides the window from viewWillAppear), the children already on
  // the stack are still visited afterwards and begin the *old* batch, although their parent has
  // moved on (disappeared). Nothing ends that batch any more (the root's end skips nodes that left
  // it), so the later sibling stays `appearing` forever, in a hidden window: a will* with no did*.
  @Test func aSiblingVisitedAfterATakeoverDoesNotStayAppearing() {
    let c = Checked(visible: false)
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
    let c = Checked()
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

  // MARK: 5. The view setter adopted a view that was already placed, without syncing

  // Fixed by refusing it: appearance is tied to placement, so a component takes a view that is in
  // no superview and then places it (the same rule as for replacing a placed view).
  @Test func adoptingAPlacedViewIsRefusedWithNothingChanged() {
    let h = Harness()
    let placed = View(traceName: "placed")
    h.root.view.addSubview(placed)
    let child = Probe("child")
    h.root.addChild(child)
    child.view = placed
    #expect(h.recorder.diagnostics.last?.code == .viewReplacedWhilePlaced)
    #expect(child.view !== placed && placed.owner == nil)
    #expect(child.appearanceState == .disappeared)
  }

  @Test func adoptingAViewThatHoldsAnotherComponentsViewIsRefused() {
    let h = Harness()
    let wrapper = View(traceName: "wrapper")
    h.root.view.addSubview(wrapper)
    let inner = Probe("inner")
    h.root.embed(inner, in: wrapper)
    let taker = Probe("taker")
    taker.view = wrapper
    #expect(wrapper.owner == nil && inner.view.enclosingComponent === h.root)
    #expect(inner.appearanceState == .appeared)
  }

  // MARK: 6. Releasing a window and its root leaves a held descendant appeared

  // Window.deinit makes the root disappear only when someone else still holds the root. If the root
  // dies with the window, a descendant held by user code survives with `parent == nil`, its view in
  // no window, and `appearanceState == .appeared` (and still holding the dead window's context and
  // observers). Contract §3: not visible, so it must have disappeared.
  @Test func aDescendantThatOutlivesItsWindowAndRootHasDisappeared() {
    let child = Probe("child")
    let recorder = LifecycleRecorder()
    do {
      let window = Window()
      window.addObserver(recorder)
      let root = Component(traceName: "root")
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.embed(child)
      #expect(child.appearanceState == .appeared)
    }
    #expect(child.parent == nil && child.view.window == nil)
    #expect(
      child.appearanceState == .disappeared,
      "no parent, no window, and still \(child.appearanceState)")
  }

  // MARK: 7. A transition queue tracked by a window is never tracked by the next one

  // WindowContext.track(_:) marks a queue `isTracked` forever. A container whose queue was first
  // used in window A and that moves to window B is not tracked by B, so when B is released
  // mid-animation B's tearDown drops the clock action but not the queued transition; the queued
  // transition's completion (the documented pattern: it uses the container) keeps the container
  // alive through container -> queue -> operation -> completion -> container. Contract §1.5.
  @Test func aContainerThatChangedWindowsIsReleasedWithItsSecondWindow() {
    let tracker = LifetimeTracker()
    // Stays alive: it is not the one that should keep anything.
    let first = Window(traceName: "first")
    let firstRoot = Component(traceName: "firstRoot")
    first.rootComponent = firstRoot
    weak var weakContainer: Probe?
    do {
      let container = Probe("container", tracker: tracker)
      let a = Probe("a", tracker: tracker)
      let b = Probe("b", tracker: tracker)
      firstRoot.embed(container)
      container.embed(a)
      container.addChild(b)
      container.transition(from: a, to: b, duration: .zero)  // the queue is tracked by `first`
      container.unembed()

      let second = Window(traceName: "second")
      let secondRoot = Component(traceName: "secondRoot")
      second.rootComponent = secondRoot
      second.makeKeyAndVisible()
      secondRoot.embed(container)
      container.transition(from: b, to: a, duration: .seconds(1))  // in flight
      container.transition(
        from: a, to: b, duration: .seconds(1),
        completion: { _ in container.traceName = "done" })  // queued, captures the container
      weakContainer = container
    }
    #expect(weakContainer == nil, "the released second window left a cycle through its queue")
    #expect(tracker.live == 0)
    _ = first
  }

  // MARK: 8. An abandoned interactive transition blocks the container forever

  // The interaction owns the only `complete` of the queue's in-flight slot. Dropping it without
  // finish()/cancel() (a gesture recogniser torn down mid-gesture) leaves `isTransitioning` true for
  // good: every later transition of the container is queued behind it and never runs, and
  // `from`/`to` stay `disappearing`/`appearing` (a will* with no did*) in a visible window.
  // Contract §4: queued operations run after the one in flight; the callbacks come in pairs.
  @Test func anAbandonedInteractionDoesNotBlockTheContainerForever() {
    let c = Checked()
    c.h.audit.allowFindings()  // deliberate: the auditor reports it
    let a = Probe("a")
    let b = Probe("b")
    c.h.root.embed(a)
    c.h.root.addChild(b)
    do {
      let interaction = c.h.root.beginInteractiveTransition(from: a, to: b)
      interaction?.update(0.3)
    }
    var ran = false
    c.h.root.transition(from: a, to: b, duration: .zero, completion: { _ in ran = true })
    c.h.window.runUntilIdle()
    #expect(ran || !c.h.root.isTransitioning, "the container's queue is stuck forever")
    #expect(!a.appearanceState.isTransitioning && !b.appearanceState.isTransitioning)
  }

  // MARK: 9. beginAppearanceTransition on a child of an automatic container

  // Nothing rejects beginAppearanceTransition/endAppearanceTransition on a component whose parent
  // forwards automatically (or on a window root). The pair moves the component away from what its
  // placement says, for good, with no diagnostic: here a visible child ends up disappeared.
  // Contract §3: for automatic containers appearance is driven by visibility; manual calls are for
  // children of manual containers.
  @Test func manualAppearanceCallsOnAnAutomaticChildAreRejectedOrReported() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let child = Probe("child")
    h.root.embed(child)
    let diagnostic = child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
    #expect(
      diagnostic != nil || child.appearanceState == .appeared,
      "child is \(child.appearanceState) while placed in its appeared parent's view, no diagnostic")
  }

  @Test func manualAppearanceOnAHiddenWindowsRootIsRejectedOrReported() {
    let h = Harness(visible: false)
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let diagnostic = h.root.beginAppearanceTransition(true, animated: false)
    h.root.endAppearanceTransition()
    #expect(
      diagnostic != nil || h.root.appearanceState == .disappeared,
      "root is \(h.root.appearanceState) in a hidden window, no diagnostic")
  }

  // MARK: 10. endAppearanceTransition from viewWillAppear skips viewIsAppearing

  // A child ending its own appearance from viewWillAppear (the manual API, called from the hook)
  // gets viewDidAppear with no viewIsAppearing before it: beginAppearance only sends
  // viewIsAppearing while the batch is still the node's. The hook docs say viewIsAppearing is
  // skipped only when the appearance is cancelled.
  @Test func endingFromViewWillAppearStillSendsViewIsAppearingFirst() {
    let c = Checked()
    let manual = Probe("manual", manual: true)
    let child = Probe("child")
    c.h.root.embed(manual)
    manual.embed(child)
    child.onWillAppear = { $0.endAppearanceTransition() }
    child.beginAppearanceTransition(true, animated: true)
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  // MARK: 11. transition(from:to:) whose placement fails still reports success

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
    let diagnostic = container.transition(
      from: from, to: to, duration: .zero, completion: { finished = $0 })
    #expect(diagnostic != nil, "the placement was refused, but transition() returned nil")
    #expect(finished != true, "completion(true) although `to` was never placed")
    #expect(from.view.superview === to.view, "the tree must be unchanged")
  }

  // MARK: Docs

  // The doc of shouldAutomaticallyForwardAppearanceMethods promised no automatic callbacks for
  // children removed from a manual container. Now: UIKit's pattern (begin(false), remove, end) is
  // left to its end, observed, with no diagnostic; an appeared child removed without it
  // disappears at removeFromParent (outside the container it cannot be visible). Both documented.
  @Test func removingAChildOfAManualContainerFollowsUIKitsPattern() {
    let h = Harness()
    let manual = Probe("manual", manual: true)
    let child = Probe("child")
    h.root.embed(manual)
    manual.embed(child)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    h.recorder.reset()
    child.beginAppearanceTransition(false, animated: true)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.appearanceState == .disappearing, "left to the container's end")
    child.endAppearanceTransition()
    #expect(
      h.callbacks() == [
        "child.viewWillDisappear(true)", "child.willMove(toParent: nil)",
        "child.didMove(toParent: nil)", "child.viewDidDisappear(true)",
      ])
    #expect(h.recorder.diagnostics.isEmpty)
    #expect(child.window == nil, "it leaves the window once its transition ended")

    let other = Probe("other")
    manual.embed(other)
    other.beginAppearanceTransition(true, animated: false)
    other.endAppearanceTransition()
    h.recorder.reset()
    other.unembed()
    #expect(
      h.callbacks() == [
        "other.willMove(toParent: nil)", "other.viewWillDisappear(false)",
        "other.viewDidDisappear(false)", "other.didMove(toParent: nil)",
      ])
  }
}
