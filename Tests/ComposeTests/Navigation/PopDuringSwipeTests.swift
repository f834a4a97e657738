import Compose
import ComposeTesting
import Testing

/// Contract §4: an operation requested during an interactive pop, a pop included, is queued and
/// runs against the stack as it is when the gesture ends. Nothing is dropped.
@Suite struct PopDuringSwipeTests {
  private func stack(_ names: String...) -> (LifecycleHarness, NavigationContainer) {
    let navigation = NavigationContainer(traceName: "nav")
    let harness = LifecycleHarness(root: navigation)
    navigation.setStack(names.map { Component(traceName: $0) }, animated: false)
    return (harness, navigation)
  }

  private func names(_ navigation: NavigationContainer) -> [String] {
    navigation.stack.map(\.traceName)
  }

  @Test func aPopRequestedDuringAFinishedSwipePopsTheNextComponent() throws {
    let (harness, navigation) = stack("a", "b", "c")
    let swipe = try #require(navigation.beginInteractivePop().interaction)
    swipe.update(0.5)
    #expect(navigation.pop(animated: false) == .queued, "queued, not refused")
    // Contract §5: the swipe takes the top out of the stack while the finger moves; the queued
    // pop does nothing during the gesture.
    #expect(names(navigation) == ["a", "b"], "nothing else happens during the gesture")
    swipe.finish()
    harness.runUntilIdle()
    #expect(names(navigation) == ["a"])
  }

  @Test func aPopRequestedDuringACancelledSwipePopsTheTopThatStayed() throws {
    let (harness, navigation) = stack("a", "b", "c")
    let swipe = try #require(navigation.beginInteractivePop().interaction)
    navigation.pop(animated: true)
    swipe.cancel()
    harness.runUntilIdle()
    #expect(names(navigation) == ["a", "b"])
  }

  @Test func popToRootAndPopToWaitForTheGestureToo() throws {
    let (harness, navigation) = stack("a", "b", "c", "d")
    let a = navigation.stack[0]
    let b = navigation.stack[1]
    let swipe = try #require(navigation.beginInteractivePop().interaction)
    navigation.pop(to: b, animated: false)
    swipe.cancel()
    harness.runUntilIdle()
    #expect(names(navigation) == ["a", "b"])
    let second = try #require(navigation.beginInteractivePop().interaction)
    navigation.popToRoot(animated: false)
    second.finish()
    harness.runUntilIdle()
    #expect(names(navigation) == ["a"] && navigation.topComponent === a)
  }

  /// Resolved against the stack as it then is: when the finished swipe left only the root, the
  /// queued pop is refused at its turn (`popLastComponent`), reported to observers.
  @Test func aQueuedPopThatNoLongerFitsIsRefusedWhenItsTurnComes() throws {
    let (harness, navigation) = stack("a", "b")
    let swipe = try #require(navigation.beginInteractivePop().interaction)
    #expect(navigation.tapBackButton() == .queued)
    harness.expect(diagnostic: .popLastComponent)
    swipe.finish()
    harness.runUntilIdle()
    #expect(names(navigation) == ["a"])
  }
}
