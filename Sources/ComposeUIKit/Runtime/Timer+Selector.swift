import Foundation

// Apple's platforms have Foundation's own selector timers.
#if !canImport(Darwin)
  extension Timer {
    /// Creates a timer that sends `aSelector` to `aTarget` with the timer as its argument
    /// (Foundation's `init(timeInterval:target:selector:userInfo:repeats:)`, which Foundation on
    /// Linux lacks). Not scheduled, as in Foundation: it runs when ``Foundation/Timer/fire()`` is
    /// called. Foundation on Linux reads no `userInfo` from such a timer; a timer of
    /// ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`` has it.
    ///
    /// - Parameters:
    ///   - ti: The interval, in seconds.
    ///   - aTarget: The object sent `aSelector`; kept until the timer is invalidated.
    ///   - aSelector: The method's Objective-C name (`"tick:"`).
    ///   - userInfo: Ignored (see above).
    ///   - yesOrNo: Whether the timer repeats.
    @preconcurrency @MainActor
    public convenience init(
      timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
      userInfo: Any?, repeats yesOrNo: Bool
    ) {
      let send = SelectorTimerSend(target: aTarget as AnyObject, selector: aSelector)
      self.init(
        fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo,
        block: { timer in send.run(timer) })
    }

    /// Creates a timer that sends `aSelector` to `aTarget` and schedules it on the window's clock
    /// (Foundation's `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`): the clock of
    /// the target's window when the target is a view or view controller in one, else of the
    /// application's ``UIApplication/keyWindow``. It fires when that clock passes `ti` (drive it
    /// with ``UIWindow/composeAdvance(by:)``), and again every `ti` while it repeats, until
    /// ``Foundation/Timer/invalidate()``. A repeating timer keeps the clock busy: advance it by a
    /// duration rather than running it until idle.
    ///
    /// With no window to run on, the timer is not scheduled: Compose says so on standard error
    /// and the timer fires only when ``Foundation/Timer/fire()`` is called.
    ///
    /// - Parameters:
    ///   - ti: The interval, in seconds.
    ///   - aTarget: The object sent `aSelector`; kept until the timer is invalidated.
    ///   - aSelector: The method's Objective-C name.
    ///   - userInfo: What the timer's `userInfo` answers.
    ///   - yesOrNo: Whether the timer repeats.
    /// - Returns: The timer.
    @preconcurrency @MainActor
    public class func scheduledTimer(
      timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
      userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
      let target = aTarget as AnyObject
      let send = SelectorTimerSend(target: target, selector: aSelector)
      // Foundation: "If seconds is less than or equal to 0.0, this method chooses the
      // nonnegative value of 0.0001 seconds instead." (A repeating Foundation timer of interval 0
      // is a one-shot one.)
      let interval = ti > 0 ? ti : 0.0001
      let timer = ComposeTimer(
        fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: yesOrNo,
        block: { timer in send.run(timer) })
      timer.storedUserInfo = userInfo
      guard let window = ClockWindow.of(target) else {
        ClockWindow.reportNone("Timer.scheduledTimer(… selector: \(aSelector.name) …)", target)
        return timer
      }
      timer.schedule(on: window, every: interval, repeats: yesOrNo)
      return timer
    }
  }

  /// A timer of ``Foundation/Timer/scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``:
  /// it answers its `userInfo` and runs on a window's clock.
  final class ComposeTimer: Timer {
    /// The timer's user info; written once, before the timer is returned.
    nonisolated(unsafe) var storedUserInfo: Any?

    override var userInfo: Any? { storedUserInfo }

    /// Fires on `window`'s clock after `interval` seconds, and again every `interval` when it
    /// repeats, while it is valid.
    @MainActor
    func schedule(on window: UIWindow, every interval: TimeInterval, repeats: Bool) {
      window.composeWindow.schedule(after: .seconds(interval)) { [weak window] in
        guard self.isValid else { return }
        self.fire()
        if repeats, self.isValid, let window {
          self.schedule(on: window, every: interval, repeats: repeats)
        }
      }
    }
  }

  /// The target and selector a timer sends.
  ///
  /// `@unchecked Sendable`: set at creation, used only on the main actor (the timer's block runs
  /// where `fire()` is called: the clock, on the main actor; elsewhere it goes to the main queue).
  final class SelectorTimerSend: @unchecked Sendable {
    let target: AnyObject
    let selector: Selector

    init(target: AnyObject, selector: Selector) {
      self.target = target
      self.selector = selector
    }

    /// Sends the selector with `timer` as its argument.
    func run(_ timer: Timer) {
      let timerBox = UncheckedBox(timer)
      let send: @Sendable () -> Void = {
        MainActor.assumeIsolated {
          _ = SelectorDispatch.send(self.selector, to: self.target, timerBox.value, nil)
        }
      }
      MainQueue.run(send)
    }
  }

  /// Runs work of Foundation's callbacks (a timer's block, a notification's) on the main actor.
  enum MainQueue {
    /// A marker set on the main queue, which runs the main actor's jobs (on a thread that need not
    /// be the process's first: Swift Testing drains the main queue from a worker). A constant: set
    /// once, never changed.
    private static let key: DispatchSpecificKey<Bool> = {
      let key = DispatchSpecificKey<Bool>()
      DispatchQueue.main.setSpecific(key: key, value: true)
      return key
    }()

    /// Runs `work` now when called on the main queue, else on the main queue later (Compose runs
    /// UIKit code on the main actor only).
    static func run(_ work: @escaping @Sendable () -> Void) {
      if Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true {
        work()
      } else {
        DispatchQueue.main.async(execute: work)
      }
    }
  }

  /// A value carried to the main actor. `@unchecked Sendable`: only ever read there.
  struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// The window whose clock a timer or a delayed perform runs on.
  @MainActor
  enum ClockWindow {
    /// The window of `target` (a view, or a view controller whose view is in one), else the
    /// application's key window.
    static func of(_ target: AnyObject) -> UIWindow? {
      if let view = target as? UIView, let window = view.window { return window }
      if let controller = target as? UIViewController,
        let window = controller.viewIfLoaded?.window ?? controller.hostingWindow
      {
        return window
      }
      return UIApplication.shared.keyWindow
    }

    /// Says on standard error that `what` has no window to run on.
    static func reportNone(_ what: String, _ target: AnyObject) {
      FileHandle.standardError.write(
        Data(
          ("ComposeUIKit: \(what) for \(String(reflecting: type(of: target))): no window's clock to "
            + "run on (the target is in no window and no window is key); not scheduled\n").utf8))
    }
  }
#endif
