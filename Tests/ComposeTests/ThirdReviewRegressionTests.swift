import Compose
import Testing

/// Regressions found by the third (adversarial) review, on the lingering window context, batch
/// kinds, manual-driving refusals, transition completions and the root-restart logic: each test
/// failed before its fix.
@Suite struct ThirdReviewRegressionTests {
  typealias Checked = CheckedHarness

  /// root (appeared) > manual container `m` > `c` (appeared by hand), then UIKit's removal
  /// pattern around an animated manual disappearance: `c` is detached while `disappearing`, so it
  /// lingers in the window's context (`leavesWindowWhenSettled`).
  static func lingering(_ c: Checked) -> (m: Probe, child: Probe) {
    let m = Probe("m", manual: true)
    let child = Probe("c")
    c.h.root.embed(m)
    m.embed(child)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    child.beginAppearanceTransition(false, animated: true)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    return (m, child)
  }

  // MARK: 1. A lingering component re-added to the same window loses the window when it settles

  @Test func aLingeringComponentReAddedToTheSameWindowKeepsTheWindowAfterItsEnd() {
    let c = Checked()
    let (m, child) = Self.lingering(c)
    // Re-added to the same window (same manual container) before the manual end.
    m.embed(child)
    child.endAppearanceTransition()
    #expect(child.parent === m)
    #expect(
      child.window === c.h.window,
      "in the window's tree but window is \(String(describing: child.window))")
    c.h.recorder.reset()
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    #expect(
      c.h.recorder.traces.contains { $0.hasPrefix("c.viewWillAppear") },
      "the window's observers no longer see the component: \(c.h.recorder.traces)")
  }

  // MARK: 2. ... and its plain children lose the window at once

  @Test func childrenOfALingeringComponentReAddedToTheSameWindowAreInTheWindow() {
    let c = Checked()
    let m = Probe("m", manual: true)
    let child = Probe("c")
    let grandchild = Probe("g")
    c.h.root.embed(m)
    m.embed(child)
    child.addChild(grandchild)  // not placed: never transitioning
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    child.beginAppearanceTransition(false, animated: true)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()  // child lingers; grandchild's context is dropped
    m.embed(child)  // same window: enterContext used to return early (child's context unchanged)
    #expect(grandchild.root === c.h.root)
    #expect(
      grandchild.window === c.h.window,
      "grandchild is in the window's tree but has no window context")
    c.h.recorder.reset()
    child.view.addSubview(grandchild.view)
    grandchild.didMove(toParent: child)
    #expect(
      c.h.recorder.traces.contains { $0.hasPrefix("g.didMove") },
      "the window's observers do not see the grandchild: \(c.h.recorder.traces)")
    child.endAppearanceTransition()
  }

  // MARK: 2b. A transition's end removes `from`'s view from wherever it was re-embedded

  @Test func aTransitionsEndDoesNotUnplaceAFromThatWasReEmbeddedElsewhere() {
    let c = Checked()
    c.h.audit.allowFindings()  // deliberate: the auditor reports it
    let k = Probe("k")
    let a = Probe("a")
    let b = Probe("b")
    c.h.root.embed(k)
    k.embed(a)
    k.addChild(b)
    k.transition(from: a, to: b, duration: .seconds(1))
    a.unembed()
    c.h.root.embed(a)  // a now belongs to root, its view in root's view
    c.h.window.runUntilIdle()
    #expect(a.parent === c.h.root)
    #expect(
      a.view.superview === c.h.root.view,
      "a is root's child but the finished transition removed its view")
    #expect(a.appearanceState == .appeared, "a is \(a.appearanceState)")
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  // MARK: 3. A lingering manual disappearance re-added visibly ends disappeared while visible

  @Test func aLingeringComponentReEmbeddedInAnAutomaticParentEndsAppeared() {
    let c = Checked()
    let (_, child) = Self.lingering(c)
    c.h.root.embed(child)  // automatic, appeared parent: child is visible
    // The manual begin is still outstanding; whoever ends it, the result must match visibility.
    child.endAppearanceTransition()
    c.h.window.runUntilIdle()
    #expect(child.view.superview === c.h.root.view && c.h.root.appearanceState == .appeared)
    #expect(
      child.appearanceState == .appeared,
      "visible in an appeared parent's view but \(child.appearanceState)")
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  @Test func aLingeringComponentMovedToAnotherWindowEndsAppeared() {
    let c = Checked()
    let (_, child) = Self.lingering(c)
    let other = Window(traceName: "other")
    let otherRoot = Probe("otherRoot")
    other.rootComponent = otherRoot
    other.makeKeyAndVisible()
    otherRoot.embed(child)
    child.endAppearanceTransition()
    other.runUntilIdle()
    #expect(child.window === other)
    #expect(
      child.appearanceState == .appeared,
      "visible in another window's appeared root but \(child.appearanceState)")
  }

  // MARK: 4. A hook that removes and re-sets the old root defeats the restart check

  @Test func aRootReinstalledByItsOwnDisappearanceHookIsNotOrphaned() {
    let c = Checked()
    let next = Probe("next")
    let old = c.h.root
    old.onWillDisappear = { p in
      p.onWillDisappear = nil
      c.h.window.rootComponent = nil
      c.h.window.rootComponent = p
    }
    c.h.window.rootComponent = next
    #expect(c.h.window.rootComponent === next)
    let windowSubviews = c.h.window.subviews.map { $0.owner?.traceName ?? "?" }
    #expect(
      old.view.window == nil,
      "the old root's view is still in the window: \(windowSubviews)")
    c.h.window.hide()
    #expect(
      old.appearanceState == .disappeared,
      "the window is hidden but the orphaned old root is \(old.appearanceState)")
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  // MARK: 5. endAppearanceTransition accepted on an automatically forwarded child

  @Test func endingAForwardedChildOfAManualBatchIsRefused() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let m = Probe("m", manual: true)
    let p = Probe("p")
    let d = Probe("d")
    h.root.embed(m)
    m.embed(p)
    p.embed(d)  // p forwards automatically to d
    p.beginAppearanceTransition(true, animated: true)
    #expect(d.appearanceState == .appearing)
    let diagnostic = d.endAppearanceTransition()
    #expect(
      diagnostic?.code == .appearanceDrivenAutomatically,
      "d's transition was forwarded by p; ending it by hand was accepted (d is \(d.appearanceState), p is \(p.appearanceState))"
    )
    p.endAppearanceTransition()
  }

  // MARK: 6. A released window strands `from` of an animated transition and blocks the queue

  @Test func releasingTheWindowMidTransitionLeavesNothingDisappearingForever() {
    let root = Probe("root")
    let k = Probe("k")
    let a = Probe("a")
    let b = Probe("b")
    do {
      let window = Window()
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.embed(k)
      k.embed(a)
      k.addChild(b)
      k.transition(from: a, to: b, duration: .seconds(1))
      #expect(a.appearanceState == .disappearing)
    }
    #expect(root.appearanceState == .disappeared)
    #expect(
      !a.appearanceState.isTransitioning && !b.appearanceState.isTransitioning,
      "after the window's release a is \(a.appearanceState), b is \(b.appearanceState)")
    // The container now lives on in another window, but its queue is still "in flight".
    let second = Window(traceName: "second")
    second.rootComponent = root
    second.makeKeyAndVisible()
    var ran = false
    k.transition(from: a, to: b, duration: .zero, completion: { _ in ran = true })
    second.runUntilIdle()
    #expect(ran || !k.isTransitioning, "k's queue is stuck behind a dropped clock action")
  }
}
