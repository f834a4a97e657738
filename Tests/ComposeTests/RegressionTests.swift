import Compose
import Testing

/// Regressions found by a review of the core engine: each test failed (or trapped) before its
/// fix. The comment above each says what went wrong.
@Suite struct RegressionTests {
  // Review finding 1, fixed: a component that removes itself in viewWillDisappear (a common "dismiss on
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

  // Review finding 2, fixed: a container that removes a child's view (keeping the child) in its own
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

  // Review finding 3, fixed: cancelling an interactive transition after the container disappeared (window
  // hidden mid-gesture) makes `from` appear again (viewWillAppear ... viewDidAppear) inside a
  // hidden window whose root is disappeared: cancel() re-begins `from` unconditionally.
  @Test func cancellingAnInteractionAfterTheWindowHidDoesNotBringFromBack() throws {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let a = Probe("a")
    let b = Probe("b")
    h.root.embed(a)
    h.root.addChild(b)
    let interaction = try #require(h.root.beginInteractiveTransition(from: a, to: b))
    h.window.hide()
    interaction.cancel()
    h.window.runUntilIdle()
    #expect(h.root.appearanceState == .disappeared)
    #expect(
      a.appearanceState == .disappeared,
      "a child must not be appeared while its parent (and window) is disappeared")
    #expect(b.appearanceState == .disappeared)
  }

  // Review finding 4, fixed: assigning `view` on a component whose view is placed and appeared re-syncs
  // nothing: the component stays `appeared` with a view in no window, its old view (now
  // ownerless) stays in the parent's view, and its children are no longer forwarded, so hiding
  // the window leaves both the component and its child appeared.
  @Test func replacingAPlacedViewIsRefusedSoAppearanceStaysTiedToPlacement() {
    let h = Harness()
    let a = Probe("a")
    let a1 = Probe("a1")
    h.root.embed(a)
    a.embed(a1)
    a.view = View(traceName: "replacement")
    #expect(
      a.appearanceState == .disappeared || a.view.window != nil,
      "appeared only while its view is in a visible window (contract §3)")
    h.window.hide()
    #expect(a.appearanceState == .disappeared)
    #expect(a1.appearanceState == .disappeared)
  }

  // Review finding 5, fixed: the clock lives in the WindowContext, which every component holds strongly, and
  // keeps pending actions (and the user's completion) strongly. The pattern documented on
  // transition(from:to:...) (a completion that uses the container) then forms the cycle
  // root -> context -> clock -> completion -> root: releasing the window mid-animation leaks the
  // whole tree. Contract §1.5: Compose keeps no hidden strong reference.
  @Test func aReleasedWindowDropsPendingWorkThatCapturesItsContainer() {
    let tracker = LifetimeTracker()
    weak var weakWindow: Window?
    do {
      let h = Harness(rootTracker: tracker)
      let (window, root) = (h.window, h.root)
      let old = Probe("old", tracker: tracker)
      let new = Probe("new", tracker: tracker)
      root.embed(old)
      root.addChild(new)
      old.willMove(toParent: nil)
      root.transition(
        from: old, to: new, duration: .milliseconds(250),
        completion: { _ in
          old.removeFromParent()
          new.didMove(toParent: root)
        })
      weakWindow = window
    }
    #expect(weakWindow == nil)
    #expect(tracker.live == 0, "a released window must not leave its tree alive")
  }

  // Review finding 6, fixed: embed(_:in:) ignores a rejected addSubview: when `child.view` is an ancestor of
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

  // Review finding 7, fixed: a child embedded from its parent's viewWillAppear joins the parent's batch at
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

  // Review finding 8, fixed: the direct-call check is per component and keyed on "a hook of mine is being
  // dispatched": a hook that calls another of its own appearance hooks directly (the classic
  // `viewWillAppear` calling `viewDidAppear`) is not reported. Contract §3: calling the
  // callbacks directly is a misuse that is reported.
  @Test func aHookCallingAnotherOfItsOwnHooksDirectlyIsReported() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let child = Probe("child")
    child.onWillAppear = { $0.viewDidAppear(false) }
    h.root.embed(child)
    #expect(h.recorder.diagnostics.map(\.code) == [.directAppearanceCall])
  }

  // Review finding 9, fixed: insertSubview checks the index, then calls the open willRemoveSubview hook of the
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

  // Review finding 10, fixed: the clock adds Durations without overflow checks: advancing (or scheduling) far
  // enough traps in Duration's `+` ("Overflow in +"). Contract §7: bad input never traps.
  //
  // Docs review, fixed: a `willRemoveSubview` hook that removes the leaving view again recursed
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

  // Model test at 2,000 seeds, fixed: a component detached mid-transition keeps its window's
  // context until the transition ends, so contexts are no proof that two components are in
  // different trees; the cycle check used them as a shortcut and let a cycle through (the next
  // tree walk never ended).
  @Test func aChildLingeringInItsWindowAfterItsContainerLeftCannotAdoptTheContainer() {
    let h = Harness()
    let manual = Probe("manual", manual: true)
    let child = Probe("child")
    h.root.embed(manual)
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

  @Test func theClockRefusesToOverflowInsteadOfTrapping() {
    let h = Harness()
    var diagnostics: [Diagnostic.Code] = []
    for _ in 0..<20 {
      if let diagnostic = h.window.advance(by: .seconds(Int64.max)) {
        diagnostics.append(diagnostic.code)
      }
    }
    #expect(diagnostics == Array(repeating: .clockOverflow, count: 20))
    h.window.advance(by: .seconds(Int64.max / 2000))
    h.root.schedule(after: .seconds(Int64.max)) {}  // clamped, no trap
    #expect(h.window.runUntilIdle() == nil)
    #expect(h.window.now > .zero)
  }
}
