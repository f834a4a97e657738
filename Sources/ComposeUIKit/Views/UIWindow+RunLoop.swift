import Compose
import Foundation

/// Moves a shown window's clock with real time while the run loop runs, as UIKit's
/// animations advance while a test waits: `RunLoop.current.run(until:)` for a moment, or
/// `wait(for:timeout:)` on an `XCTestExpectation`, which spins the run loop. Code that never
/// spins the run loop sees the clock move only through `composeAdvance(by:)` and
/// `composeRunUntilIdle()`, so plain tests stay deterministic.
///
/// A repeating `Timer` on the main run loop fires every few milliseconds while the main thread
/// runs it (never otherwise) and advances the window's clock by the real time elapsed since it last
/// fired, when something is scheduled on the clock. A spin of 0.5 s ends an animation of 0.35 s;
/// `run(until: Date())`, which returns at once, ends none, as on iOS.
///
/// Only a window shown on the main thread has one: XCTest runs its tests there, one at a time,
/// as on iOS. Swift Testing runs main-actor tests on other threads of the main actor's queue,
/// in parallel, where one test's spin would move another test's windows: there the clock moves
/// only through `composeAdvance(by:)` and `composeRunUntilIdle()`.
@MainActor
final class RunLoopClockDrive {
  /// The window the timer drives, weakly: a released window is not kept by the run loop.
  ///
  /// `@unchecked Sendable` because a `Timer`'s block is `@Sendable`. Invariant: the box is made,
  /// read and written on the main thread only: it is made when a window is shown on the main
  /// thread, the timer is added to the main run loop, which runs its block on the main thread,
  /// and `MainActor.assumeIsolated` checks it at every fire (`Examples/MyApp`'s
  /// `ComposeNoteViewControllerTests`, under XCTest on the main thread).
  final class Target: @unchecked Sendable {
    weak var window: UIWindow?
    var lastFire: ContinuousClock.Instant

    init(window: UIWindow) {
      self.window = window
      self.lastFire = .now
    }
  }

  /// How often the timer fires while the run loop runs.
  static let interval: TimeInterval = 0.005

  private let timer: Timer
  let target: Target

  init(window: UIWindow) {
    let target = Target(window: window)
    self.target = target
    timer = Timer(timeInterval: Self.interval, repeats: true) { timer in
      let windowIsGone = MainActor.assumeIsolated { () -> Bool in
        let now = ContinuousClock.now
        let elapsed = now - target.lastFire
        target.lastFire = now
        guard let window = target.window else { return true }
        if window.composeWindow.hasScheduledWork, elapsed > .zero {
          window.composeAdvance(by: elapsed)
        }
        return false
      }
      if windowIsGone { timer.invalidate() }
    }
    RunLoop.main.add(timer, forMode: .common)
  }

  /// Whether the timer is still registered on its run loop.
  var isRunning: Bool { timer.isValid }

  isolated deinit {
    timer.invalidate()
  }
}

extension UIWindow {
  /// Starts moving the clock with real time while the main run loop runs, once the window is
  /// shown on the main thread (see `RunLoopClockDrive`).
  func startRunLoopClockDrive() {
    guard runLoopClockDrive == nil, Thread.isMainThread else { return }
    runLoopClockDrive = RunLoopClockDrive(window: self)
  }
}
