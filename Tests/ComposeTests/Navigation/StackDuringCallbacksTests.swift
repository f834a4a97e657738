import Compose
import ComposeTestFixtures
import Testing

/// Contract §5: the stack holds the new stack when the operation's `will*` callbacks run, as UIKit
/// updates `viewControllers` ("the UINavigationController's view controller stack ... has been
/// updated by the time that viewWillDisappear is called", exchangetuts.com, "viewWillDisappear:
/// determine whether view controller is being popped or is showing a sub view controller").
@Suite struct StackDuringCallbacksTests {
  private static func names(_ stack: [Component]) -> [String] { stack.map(\.traceName) }

  @Test(arguments: [false, true])
  func aPoppedComponentIsNoLongerInTheStackDuringItsViewWillDisappear(animated: Bool) {
    let h = NavigationHarness()
    let b = Probe("b")
    h.nav.push(b, animated: false)
    var seen: (stack: [String], top: String?, moving: Bool, parent: Bool)?
    b.onWillDisappear = { probe in
      seen = (
        Self.names(h.nav.stack), h.nav.topComponent?.traceName, probe.isMovingFromParent,
        probe.parent === h.nav
      )
    }

    h.nav.pop(animated: animated)
    h.window.runUntilIdle()

    #expect(seen?.stack == ["a"])
    #expect(seen?.top == "a")
    #expect(seen?.moving == true)
    // Still the container's child until its `didMove(toParent: nil)` (contract §1.3).
    #expect(seen?.parent == true)
    #expect(Self.names(h.nav.stack) == ["a"] && b.parent == nil)
  }

  @Test func aPushedComponentIsTheTopWhenTheOldTopsViewWillDisappearRuns() {
    let h = NavigationHarness()
    var seen: (stack: [String], moving: Bool)?
    h.a.onWillDisappear = { probe in seen = (Self.names(h.nav.stack), probe.isMovingFromParent) }

    h.nav.push(Probe("b"), animated: true)
    h.window.runUntilIdle()

    #expect(seen?.stack == ["a", "b"])
    #expect(seen?.moving == false)
  }

  @Test func popToDropsTheSkippedComponentsBeforeTheNewTopsViewWillAppear() {
    let h = NavigationHarness()
    let b = Probe("b")
    let c = Probe("c")
    h.nav.push(b, animated: false)
    h.nav.push(c, animated: false)
    var seenByA: [String]?
    var seenByC: [String]?
    h.a.onWillAppear = { _ in seenByA = Self.names(h.nav.stack) }
    c.onWillDisappear = { _ in seenByC = Self.names(h.nav.stack) }

    h.nav.pop(to: h.a, animated: true)
    h.window.runUntilIdle()

    #expect(seenByC == ["a"])
    #expect(seenByA == ["a"])
    #expect(Self.names(h.nav.stack) == ["a"])
  }

  @Test func aSetStackShowsTheNewOrderDuringTheCallbacks() {
    let h = NavigationHarness()
    let b = Probe("b")
    h.nav.push(b, animated: false)
    var seen: [String]?
    h.a.onWillAppear = { _ in seen = Self.names(h.nav.stack) }

    let c = Probe("c")
    h.nav.setStack([c, h.a], animated: false)

    #expect(seen == ["c", "a"])
    #expect(Self.names(h.nav.stack) == ["c", "a"])
  }

  @Test func aSwipeBackTakesTheTopOutAndACancelPutsItBack() throws {
    let h = NavigationHarness()
    let b = Probe("b")
    h.nav.push(b, animated: false)
    var seen: [String]?
    b.onWillDisappear = { _ in seen = Self.names(h.nav.stack) }

    let swipe = try #require(h.nav.beginInteractivePop().interaction)
    #expect(seen == ["a"])
    #expect(h.nav.topComponent === h.a)
    swipe.cancel()
    h.window.runUntilIdle()

    #expect(Self.names(h.nav.stack) == ["a", "b"])
    #expect(h.nav.topComponent === b && !b.isMovingFromParent)
  }

  @Test func aFinishedSwipeBackLeavesTheStackWithoutTheTop() throws {
    let h = NavigationHarness()
    h.nav.push(Probe("b"), animated: false)

    let swipe = try #require(h.nav.beginInteractivePop().interaction)
    swipe.finish()
    h.window.runUntilIdle()

    #expect(Self.names(h.nav.stack) == ["a"])
  }

  @Test func aQueuedPushSeesTheStackOfTheOperationBeforeIt() {
    let h = NavigationHarness()
    let b = Probe("b")
    var seenByB: [String]?
    b.onWillDisappear = { _ in seenByB = Self.names(h.nav.stack) }

    h.nav.push(b, animated: true)
    h.nav.push(Probe("c"), animated: true)
    #expect(Self.names(h.nav.stack) == ["a", "b"])
    h.window.runUntilIdle()

    #expect(seenByB == ["a", "b", "c"])
    #expect(Self.names(h.nav.stack) == ["a", "b", "c"])
  }
}
