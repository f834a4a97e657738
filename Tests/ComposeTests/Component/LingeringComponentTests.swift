import Compose
import ComposeTestFixtures
import Testing

/// A component that lingers in its window's context after leaving its parent during an animated
/// manual disappearance (UIKit's removal pattern), then re-added somewhere: it keeps or changes its
/// window correctly and ends in the state its visibility asks for (contract §1, §3).
@Suite struct LingeringComponentTests {
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

  /// Pins: a lingering component re-added to the same window lost the window when it settled.
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

  /// Pins: the plain children of such a component lost the window at once.
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

  /// Pins: a transition's end removed `from`'s view from wherever it was re-embedded.
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

  /// Pins: a lingering manual disappearance re-added visibly ended disappeared while visible.
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
}
