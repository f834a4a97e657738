import Compose
import ComposeTestFixtures
import Testing

/// The cancellation orders a ``ChildSwap/Style`` can give (contract §5): those UIKit prints for a
/// cancelled swipe back and a cancelled page turn, for a custom container that follows one of
/// them. The will* callbacks before the first did* run when the cancellation starts, the rest
/// when it ends.
@Suite struct ChildSwapCancelOrderTests {
  /// `from` shown, `to` revealed by a gesture, then cancelled: the callbacks of the cancellation,
  /// split into what `cancel()` sends and what the end sends.
  private func cancelledSwap(_ order: ChildSwap.Style.CancelOrder) -> (
    atCancel: [String], atEnd: [String], states: String
  ) {
    let h = Harness()
    // The root is a plain component, not a container that places child views on demand: the
    // auditor reports the revealed child's view leaving before its `willMove(toParent: nil)`.
    // Containment is not the subject here.
    h.audit.allowFindings()
    let from = Probe("from")
    let to = Probe("to")
    h.root.embed(from)
    h.root.addChild(to)
    let swipe = h.root.beginInteractiveTransition(
      from: from, to: to, style: ChildSwap.Style(cancelOrder: order)
    ) { [weak to, weak root = h.root] _ in
      if let to, let root { Self.leave(to, root) }
    }
    _ = h.callbacks()
    swipe?.cancel(after: .milliseconds(100))
    let atCancel = h.callbacks()
    h.window.advance(by: .milliseconds(100))
    let atEnd = h.callbacks().filter { !$0.contains("Move(toParent:") }
    return (atCancel, atEnd, "\(from.appearanceState) \(to.appearanceState)")
  }

  @Test func thePlainOrderBringsFromBackWhileToLeaves() {
    let (atCancel, atEnd, states) = cancelledSwap(.plain)
    #expect(
      atCancel == [
        "from.viewWillAppear(true)", "from.viewIsAppearing(true)", "to.viewWillDisappear(true)",
      ])
    #expect(atEnd == ["to.viewDidDisappear(true)", "from.viewDidAppear(true)"])
    #expect(states == "appeared disappeared")
  }

  /// A cancelled swipe back: the revealed component leaves before the top comes back.
  @Test func toLeavesFirstEndsTheRevealedComponentBeforeFromComesBack() {
    let (atCancel, atEnd, states) = cancelledSwap(.toLeavesFirst)
    #expect(atCancel == ["to.viewWillDisappear(true)"])
    #expect(
      atEnd == [
        "to.viewDidDisappear(true)", "from.viewWillAppear(true)", "from.viewIsAppearing(true)",
        "from.viewDidAppear(true)",
      ])
    #expect(states == "appeared disappeared")
  }

  /// A cancelled scroll-style page turn: the page shown is back before the other leaves.
  @Test func fromReturnsFirstBringsFromBackBeforeToLeaves() {
    let (atCancel, atEnd, states) = cancelledSwap(.fromReturnsFirst)
    #expect(atCancel == ["from.viewWillAppear(true)", "from.viewIsAppearing(true)"])
    #expect(
      atEnd == [
        "from.viewDidAppear(true)", "to.viewWillDisappear(true)", "to.viewDidDisappear(true)",
      ])
    #expect(states == "appeared disappeared")
  }

  /// A cancelled page curl: `to` turns back first, then `from` comes back; the dids follow in
  /// the same order.
  @Test func toTurnsBackFirstInterleavesTheTwo() {
    let (atCancel, atEnd, states) = cancelledSwap(.toTurnsBackFirst)
    #expect(
      atCancel == [
        "to.viewWillDisappear(true)", "from.viewWillAppear(true)", "from.viewIsAppearing(true)",
      ])
    #expect(atEnd == ["to.viewDidDisappear(true)", "from.viewDidAppear(true)"])
    #expect(states == "appeared disappeared")
  }

  /// With the container hidden during the gesture, `from` does not come back in any order: it
  /// finishes disappearing, and every will* still has its did*.
  @Test(arguments: ChildSwap.Style.CancelOrder.allCases)
  func aCancelWhileTheWindowIsHiddenEndsEveryTransitionStarted(
    order: ChildSwap.Style.CancelOrder
  ) {
    let h = Harness(visible: false)
    h.audit.allowFindings()  // as in `cancelledSwap`: containment is not the subject
    let checker = BalanceChecker()
    h.window.addObserver(checker)
    h.window.makeKeyAndVisible()
    let from = Probe("from")
    let to = Probe("to")
    h.root.embed(from)
    h.root.addChild(to)
    let swipe = h.root.beginInteractiveTransition(
      from: from, to: to, style: ChildSwap.Style(cancelOrder: order)
    ) { [weak to, weak root = h.root] _ in
      if let to, let root { Self.leave(to, root) }
    }
    h.window.hide()
    swipe?.cancel()
    h.window.runUntilIdle()
    #expect(from.appearanceState == .disappeared && to.appearanceState == .disappeared)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  /// The containment a container undoes, when the gesture ends, for the child a cancelled
  /// gesture did not bring in, as UIKit's page view controller does: its `willMove(toParent:)`
  /// answered, then removed.
  private static func leave(_ child: Component, _ parent: Component) {
    child.didMove(toParent: parent)
    child.willMove(toParent: nil)
    child.removeFromParent()
  }
}
