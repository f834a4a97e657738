import Compose
import ComposeTestFixtures
import Testing

/// Contract §4, §7 (one rule for every interaction): a window released while an
/// interactive transition in it still follows a gesture (user code holds the interaction, as a
/// gesture recogniser's target does) cancels it at once, as the gesture ends with its window, so
/// that no component stays half-way through it on a clock nothing advances any more.
@MainActor @Suite struct ReleasedWindowInteractionTests {
  @Test func aSwipeBackStillFollowingItsGestureIsCancelledWhenItsWindowIsReleased() throws {
    let checker = BalanceChecker()
    let first = Probe("first")
    let second = Probe("second")
    let navigation = NavigationContainer(root: first, traceName: "navigation")
    var swipe: InteractiveTransition?
    do {
      let window = Window(traceName: "released")
      window.addObserver(checker)
      window.rootComponent = navigation
      window.makeKeyAndVisible()
      navigation.push(second, animated: false)
      guard case .began(let started) = navigation.beginInteractivePop() else {
        Issue.record("the swipe back was refused")
        return
      }
      swipe = started
      swipe?.update(0.4)
      #expect(second.appearanceState == .disappearing)
      #expect(first.appearanceState == .appearing)
    }
    // The window is gone: the swipe was cancelled (the stack is unchanged) and nothing is left
    // appearing or disappearing.
    let ended = try #require(swipe)
    #expect(ended.state == .cancelled)
    #expect(navigation.stack.map(\.traceName) == ["first", "second"])
    #expect(navigation.appearanceState == .disappeared)
    #expect(first.appearanceState == .disappeared)
    #expect(second.appearanceState == .disappeared)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
    // Ending it afterwards is the misuse of ending an ended interaction, nothing more.
    #expect(ended.finish()?.code == .interactiveTransitionEnded)
    #expect(second.appearanceState == .disappeared)
  }
}
