import Compose
import ComposeTestFixtures
import Testing

/// Each rule fires on the state it forbids. No public call produces these states, so the tests
/// break engine state on purpose (`corruptForInvariantTesting`, package access), with the
/// window's own checks off, read the whole check, and put the state back.
@MainActor @Suite struct InvariantRuleTests {
  private func rules(
    in window: Window, after corrupt: () -> () -> Void
  ) -> Set<InvariantViolation.Rule> {
    window.checksInvariants = false
    #expect(window.invariantViolations().isEmpty, "clean before")
    let undo = corrupt()
    let found = Set(window.invariantViolations().map(\.rule))
    undo()
    #expect(window.invariantViolations().isEmpty, "clean after the undo")
    return found
  }

  private func tree() -> (Harness, Probe) {
    let h = Harness()
    let a = Probe("a")
    h.root.embed(a)
    a.embed(Probe("b"))
    return (h, a)
  }

  @Test func aChildListedTwiceIsFound() {
    let (h, a) = tree()
    let found = rules(in: h.window) { a.corruptForInvariantTesting(.childListedTwice) }
    #expect(found.contains(.childListedTwice))
    #expect(found.contains(.childListedOnceByParent))
  }

  @Test func aChildThatForgetsItsParentIsFound() {
    let (h, a) = tree()
    let found = rules(in: h.window) { a.corruptForInvariantTesting(.childForgetsParent) }
    #expect(found.contains(.childNamesItsParent))
  }

  @Test func aPresentedComponentThatForgetsItsPresenterIsFound() {
    let h = Harness()
    h.root.present(Probe("sheet"), animated: false)
    let found = rules(in: h.window) {
      h.root.corruptForInvariantTesting(.presentedForgetsPresenter)
    }
    #expect(found.contains(.presentationLinks))
  }

  @Test func aTransitionStateWithoutATransitionIsFound() {
    let (h, a) = tree()
    let found = rules(in: h.window) { a.corruptForInvariantTesting(.transitioningWithoutBatch) }
    #expect(found == [.transitionBookkeeping])
  }

  @Test func anAppearedComponentWhoseViewIsNotPlacedIsFound() {
    let h = Harness()
    let unplaced = Probe("unplaced")
    h.root.addChild(unplaced)
    unplaced.loadViewIfNeeded()
    let found = rules(in: h.window) { unplaced.corruptForInvariantTesting(.appeared) }
    #expect(found == [.hiddenNotAppeared])
    h.expectFindings([.missingDidMove])  // addChild with no view placed and no didMove
  }

  @Test func aDisappearedComponentPlacedVisiblyIsFound() {
    let hidden = Harness(visible: false)
    let child = Probe("child")
    hidden.root.embed(child)
    let visible = rules(in: hidden.window) { hidden.root.corruptForInvariantTesting(.appeared) }
    #expect(visible.contains(.visibleNotDisappeared), "its child is placed visibly but disappeared")
    #expect(visible.contains(.hiddenNotAppeared), "the root of a hidden window is appeared")
  }

  @Test func aHookLeftRunningIsFoundBetweenOperationsOnly() {
    let (h, a) = tree()
    let found = rules(in: h.window) { a.corruptForInvariantTesting(.hookLeftRunning) }
    #expect(found == [.settledBetweenOperations])
  }

  @Test func aSubviewThatForgetsItsSuperviewIsFound() {
    let h = Harness()
    let wrapper = View(traceName: "wrapper")
    h.root.view.addSubview(wrapper)
    wrapper.addSubview(View(traceName: "leaf"))
    let found = rules(in: h.window) { wrapper.corruptForInvariantTesting(.subviewForgetsSuperview) }
    #expect(found.contains(.subviewNamesItsSuperview))
  }

  @Test func aCycleThroughSuperviewsIsFoundWithoutHanging() {
    let h = Harness()
    let outer = View(traceName: "outer")
    let inner = View(traceName: "inner")
    h.root.view.addSubview(outer)
    outer.addSubview(inner)
    let found = rules(in: h.window) { inner.corruptForInvariantTesting(.superviewCycle) }
    #expect(found.contains(.superviewCycle))
  }

  @Test func aDisplayedCellMarkedAsPooledIsFound() {
    let f = ListFixture(rows: 20, viewportRows: 4)
    f.list.reloadData()
    let found = rules(in: f.h.window) { f.list.corruptForInvariantTesting(.displayedCellPooled) }
    #expect(found == [.reusePool])
  }

  @Test func aDisplayedRunPastTheDataIsFound() {
    let f = ListFixture(rows: 20, viewportRows: 4)
    f.list.reloadData()
    let found = rules(in: f.h.window) {
      f.list.corruptForInvariantTesting(.displayedRunOutOfBounds)
    }
    #expect(found == [.displayedRun])
  }

  @Test func aViolationNamesItsRulePathAndMessage() {
    let (h, a) = tree()
    h.window.checksInvariants = false
    let undo = a.corruptForInvariantTesting(.transitioningWithoutBatch)
    let violation = h.window.invariantViolations().first
    undo()
    #expect(violation?.path == #"Probe("root")/Probe("a")"#)
    #expect(
      violation?.description
        == #"transitionBookkeeping at Probe("root")/Probe("a"): it is appearing but belongs to "#
        + "no transition")
  }
}
