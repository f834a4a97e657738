import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// Timers and delayed sends by selector run on the window's clock (Compose's clock is explicit:
// `composeAdvance(by:)` moves it), as UIKit's run on the run loop's.

@MainActor
@Suite struct TimerSelectorTests {
  private func keyWindow() -> (UIWindow, LifecycleHarness) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let harness = LifecycleHarness(window: window)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, harness)
  }

  @Test func aScheduledTimerFiresWhenTheClockPassesItsInterval() {
    let (window, harness) = keyWindow()
    let ticker = Ticker()
    let timer = Timer.scheduledTimer(
      timeInterval: 2, target: ticker, selector: Selector("tick:"), userInfo: "info",
      repeats: false)
    #expect(timer.userInfo as? String == "info")
    window.composeAdvance(by: .seconds(1))
    #expect(ticker.log.isEmpty)
    window.composeAdvance(by: .seconds(1))
    #expect(ticker.log == ["tick"])
    window.composeAdvance(by: .seconds(10))
    #expect(ticker.log == ["tick"])
    #expect(!timer.isValid)
    harness.finish()
  }

  @Test func aRepeatingTimerFiresEveryIntervalUntilInvalidated() {
    let (window, harness) = keyWindow()
    let ticker = Ticker()
    let timer = Timer.scheduledTimer(
      timeInterval: 1, target: ticker, selector: Selector("tick:"), userInfo: nil, repeats: true)
    window.composeAdvance(by: .seconds(3))
    #expect(ticker.log == ["tick", "tick", "tick"])
    timer.invalidate()
    window.composeAdvance(by: .seconds(3))
    #expect(ticker.log.count == 3)
    harness.finish()
  }

  /// Foundation's documentation of `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`:
  /// "If seconds is less than or equal to 0.0, this method chooses the nonnegative value of
  /// 0.0001 seconds instead." A repeating timer of interval 0 fires every 0.1 ms, so it cannot
  /// spin the clock.
  @Test func aRepeatingTimerOfIntervalZeroFiresEveryTenthOfAMillisecond() {
    let (window, harness) = keyWindow()
    let ticker = Ticker()
    let timer = Timer.scheduledTimer(
      timeInterval: 0, target: ticker, selector: Selector("tick:"), userInfo: nil, repeats: true)
    window.composeAdvance(by: .milliseconds(1))
    #expect(ticker.log.count == 10)
    timer.invalidate()
    window.composeAdvance(by: .milliseconds(1))
    #expect(ticker.log.count == 10)
    harness.finish()
  }

  @Test func anUnscheduledTimerFiresWhenFired() {
    let ticker = Ticker()
    let timer = Timer(
      timeInterval: 5, target: ticker, selector: Selector("tick:"), userInfo: nil, repeats: false)
    #expect(ticker.log.isEmpty)
    timer.fire()
    #expect(ticker.log == ["tick"])
  }

  @Test func aDelayedSendRunsOnTheClockWithItsArgument() {
    let (window, harness) = keyWindow()
    let ticker = Ticker()
    ticker.perform(Selector("say:"), with: "hello", afterDelay: 0.5)
    #expect(ticker.log.isEmpty)
    window.composeAdvance(by: .milliseconds(500))
    #expect(ticker.log == ["say(hello)"])
    harness.finish()
  }

  @Test func cancellingPreviousRequestsStopsThem() {
    let (window, harness) = keyWindow()
    let ticker = Ticker()
    ticker.perform(Selector("ping"), with: nil, afterDelay: 1)
    ticker.perform(Selector("say:"), with: "a", afterDelay: 1)
    ticker.perform(Selector("say:"), with: "b", afterDelay: 1)
    NSObject.cancelPreviousPerformRequests(
      withTarget: ticker, selector: Selector("say:"), object: "a")
    window.composeAdvance(by: .seconds(1))
    #expect(ticker.log == ["ping", "say(b)"])
    ticker.perform(Selector("ping"), with: nil, afterDelay: 1)
    NSObject.cancelPreviousPerformRequests(withTarget: ticker)
    window.composeAdvance(by: .seconds(2))
    #expect(ticker.log == ["ping", "say(b)"])
    harness.finish()
  }

  @Test func aViewControllersDelayedSendRunsOnItsOwnWindowsClock() {
    let (window, harness) = keyWindow()
    let screen = ActionsViewController()
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let otherHarness = LifecycleHarness(window: other)
    other.rootViewController = screen
    other.isHidden = false
    screen.perform(Selector("refresh"), with: nil, afterDelay: 1)
    window.composeAdvance(by: .seconds(1))
    #expect(screen.log.isEmpty)
    other.composeAdvance(by: .seconds(1))
    #expect(screen.log == ["refresh"])
    otherHarness.finish()
    harness.finish()
  }

  @Test func withNoWindowNothingIsScheduled() {
    UIApplication.composeWithFreshApplication {
      let ticker = Ticker()
      ticker.perform(Selector("ping"), with: nil, afterDelay: 0)
      let timer = Timer.scheduledTimer(
        timeInterval: 0, target: ticker, selector: Selector("tick:"), userInfo: nil,
        repeats: false)
      #expect(ticker.log.isEmpty)
      timer.fire()
      #expect(ticker.log == ["tick"])
    }
  }
}
