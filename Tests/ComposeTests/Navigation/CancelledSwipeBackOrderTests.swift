import Compose
import ComposeTestFixtures
import Testing

/// Contract §5, a cancelled swipe back from B to A as UIKit prints it: `B.viewWillDisappear`,
/// `A.viewWillAppear` when the swipe starts; on cancel `A.viewWillDisappear`,
/// `A.viewDidDisappear`, then `B.viewWillAppear`, `B.viewDidAppear`: the component that was
/// appearing is told first. Observed in UIKit's console logs of a cancelled interactive pop
/// (new `viewWillDisappear`, new `viewDidDisappear`, current `viewWillAppear`, current
/// `viewDidAppear`).
@Suite struct CancelledSwipeBackOrderTests {
  @Test func aCancelledSwipeTellsTheRevealedComponentItIsLeavingWhenTheGestureLifts() {
    let h = NavigationHarness()
    let b = Probe("b")
    h.nav.push(b, animated: false)
    _ = h.traces()
    let swipe = h.nav.beginInteractivePop().interaction
    #expect(
      h.traces() == [
        "b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
        "a.viewIsAppearing(true)",
      ])
    swipe?.update(0.3)

    swipe?.cancel(after: .milliseconds(200))
    #expect(h.traces() == ["a.viewWillDisappear(true)"])
    #expect(h.a.appearanceState == .disappearing && b.appearanceState == .disappearing)

    h.window.advance(by: .milliseconds(200))
    #expect(
      h.traces() == [
        "a.viewDidDisappear(true)", "b.viewWillAppear(true)", "b.viewIsAppearing(true)",
        "b.viewDidAppear(true)", "b.didMove(toParent: nav)",
      ])
    #expect(h.a.appearanceState == .disappeared && b.appearanceState == .appeared)
    #expect(h.a.viewIfLoaded?.superview == nil)
    #expect(h.nav.topComponent === b)
    #expect(h.checker.violations.isEmpty)
  }

  @Test func aSwipeCancelledTwiceInARowKeepsEveryCallbackPaired() {
    let h = NavigationHarness()
    let b = Probe("b")
    h.nav.push(b, animated: false)
    for _ in 0..<2 {
      h.nav.beginInteractivePop().interaction?.cancel()
    }
    #expect(h.nav.stack.map(\.traceName) == ["a", "b"])
    #expect(b.appearanceState == .appeared && h.a.appearanceState == .disappeared)
    #expect(h.checker.violations.isEmpty)
  }
}
