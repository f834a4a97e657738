import Compose
import ComposeTestFixtures
import Testing

/// Engine calls made from inside hooks keep every invariant: callbacks stay paired and states
/// end where the contract's visibility rule says.
@Suite struct ReentrancyTests {
  typealias Checked = CheckedHarness

  @Test func embeddingFromViewWillAppearAppearsTheNewChildToo() {
    let c = Checked()
    let child = Probe("child")
    child.onWillAppear = { $0.embed(Probe("late")) }
    c.h.root.embed(child)
    let late = child.children.first
    #expect(late?.appearanceState == .appeared)
    #expect(c.checker.violations.isEmpty)
  }

  @Test func unembeddingItselfInViewWillDisappearEndsDisappearedAndBalanced() {
    let c = Checked()
    let child = Probe("child")
    child.onWillDisappear = { $0.unembed() }
    c.h.root.embed(child)
    c.h.window.hide()
    #expect(child.parent == nil && child.appearanceState == .disappeared)
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
    c.h.window.makeKeyAndVisible()
    #expect(child.appearanceState == .disappeared)
  }

  @Test func removingItsOwnViewInViewWillAppearCancelsTheAppearance() {
    let c = Checked()
    let child = Probe("child")
    child.onWillAppear = { $0.view.removeFromSuperview() }
    c.h.root.embed(child)
    #expect(child.appearanceState == .disappeared)
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
    #expect(
      c.h.callbacks().filter { $0.hasPrefix("child.") && $0.lowercased().contains("appear") } == [
        "child.viewWillAppear(false)", "child.viewWillDisappear(false)",
        "child.viewDidDisappear(false)",
      ])
  }

  @Test func hidingTheWindowFromViewDidAppearLeavesEverythingDisappeared() {
    let c = Checked()
    let child = Probe("child")
    child.onDidAppear = { _ in c.h.window.hide() }
    c.h.root.embed(child)
    #expect(c.h.root.appearanceState == .disappeared)
    #expect(child.appearanceState == .disappeared)
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  @Test func aTransitionRequestedFromACompletionRunsAfterIt() {
    let c = Checked()
    c.h.audit.allowFindings()  // deliberate: the auditor reports it
    let a = Probe("a")
    let b = Probe("b")
    let d = Probe("d")
    c.h.root.embed(a)
    c.h.root.addChild(b)
    c.h.root.addChild(d)
    c.h.root.transition(
      from: a, to: b, duration: .milliseconds(100),
      completion: { _ in
        c.h.root.transition(from: b, to: d, duration: .milliseconds(100))
      })
    c.h.window.runUntilIdle()
    #expect(d.appearanceState == .appeared)
    #expect(a.appearanceState == .disappeared && b.appearanceState == .disappeared)
    #expect(c.h.window.now == .milliseconds(200))
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  @Test func changingTheRootFromAnAppearanceHookIsBalanced() {
    let c = Checked()
    let next = Probe("next")
    let child = Probe("child")
    child.onDidAppear = { _ in c.h.window.rootComponent = next }
    c.h.root.embed(child)
    #expect(next.appearanceState == .appeared)
    #expect(c.h.root.appearanceState == .disappeared && child.appearanceState == .disappeared)
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  @Test func reparentingFromDidMoveKeepsTheTreeConsistent() {
    let c = Checked()
    let left = Probe("left")
    let right = Probe("right")
    c.h.root.embed(left)
    c.h.root.embed(right)
    let child = Probe("child")
    child.onDidMove = { child, parent in
      if parent === left {
        child.unembed()
        right.embed(child)
      }
    }
    left.embed(child)
    #expect(child.parent === right && right.children.count == 1 && left.children.isEmpty)
    #expect(child.appearanceState == .appeared)
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }
}
