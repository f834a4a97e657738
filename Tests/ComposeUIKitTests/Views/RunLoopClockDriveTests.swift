import ComposeUIKit
import Foundation
import Testing

/// A window's clock follows real time while the main run loop runs only for a window shown on
/// the main thread, where XCTest runs its tests one at a time (`Examples/MyApp`'s
/// `ComposeNoteViewControllerTests` spins the run loop and waits on an expectation there). Swift
/// Testing may run a main-actor test on another thread: there a spin of that thread's run loop
/// moves no window's clock, so parallel tests cannot end each other's animations.
@Suite struct RunLoopClockDriveTests {
  @Test func aSpinMovesTheClockOfAWindowShownOnTheMainThreadOnly() {
    let log = EventLog()
    let navigation = UINavigationController(
      rootViewController: LoggingViewController("list", log: log))
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    let window = audit.window
    navigation.pushViewController(LoggingViewController("detail", log: log), animated: true)

    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.5))

    let ended = log.entries.contains("detail.viewDidAppear(true)")
    if Thread.isMainThread {
      #expect(ended && !window.composeWindow.hasScheduledWork)
    } else {
      #expect(!ended && window.composeWindow.hasScheduledWork)
    }
    audit.finish()
  }
}
