import Foundation

// Apple's platforms have the Objective-C runtime's own delayed perform.
#if !canImport(Darwin)
  extension NSObject {
    /// Sends `aSelector` to this object with `anArgument` after `delay` seconds on the window's
    /// clock (the runtime's `perform(_:with:afterDelay:)`): the clock of this object's window when
    /// it is a view or view controller in one, else of the application's
    /// ``UIApplication/keyWindow``. The object and argument are kept until then, as in UIKit.
    /// ``cancelPreviousPerformRequests(withTarget:)`` cancels it. With no window to run on, it is
    /// not scheduled, and Compose says so on standard error.
    ///
    /// - Parameters:
    ///   - aSelector: The method's Objective-C name.
    ///   - anArgument: The argument, or `nil`.
    ///   - delay: The delay, in seconds.
    @preconcurrency @MainActor
    public func perform(
      _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval
    ) {
      guard let window = ClockWindow.of(self) else {
        return ClockWindow.reportNone("perform(\(aSelector.name), with:afterDelay:)", self)
      }
      let request = DelayedPerform(target: self, selector: aSelector, argument: anArgument)
      window.delayedPerforms.append(request)
      window.composeWindow.schedule(after: .seconds(max(delay, 0))) { [weak window] in
        window?.delayedPerforms.removeAll { $0 === request }
        guard !request.isCancelled else { return }
        _ = SelectorDispatch.send(request.selector, to: request.target, request.argument, nil)
      }
    }

    /// Cancels the delayed sends to `aTarget` not yet run (the runtime's
    /// `cancelPreviousPerformRequests(withTarget:)`), in every window of the application and in
    /// the target's own.
    ///
    /// - Parameter aTarget: The object the sends were to.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
      cancel(aTarget) { _ in true }
    }

    /// Cancels the delayed sends of `aSelector` with `anArgument` to `aTarget` not yet run (the
    /// runtime's `cancelPreviousPerformRequests(withTarget:selector:object:)`); arguments compare
    /// with `isEqual(_:)`.
    ///
    /// - Parameters:
    ///   - aTarget: The object the sends were to.
    ///   - aSelector: The method.
    ///   - anArgument: The argument they were sent with.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(
      withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
      cancel(aTarget) { request in
        guard request.selector == aSelector else { return false }
        switch (request.argument, anArgument) {
        case (nil, nil): return true
        case (let left?, let right?):
          if let left = left as? NSObject { return left.isEqual(right) }
          return (left as AnyObject) === (right as AnyObject)
        default: return false
        }
      }
    }

    /// Cancels `target`'s requests that `matching` selects.
    @MainActor
    private class func cancel(_ target: Any, where matching: (DelayedPerform) -> Bool) {
      let object = target as AnyObject
      var windows = UIApplication.shared.windows
      if let own = ClockWindow.of(object), !windows.contains(where: { $0 === own }) {
        windows.append(own)
      }
      for window in windows {
        for request in window.delayedPerforms where request.target === object && matching(request) {
          request.isCancelled = true
        }
        window.delayedPerforms.removeAll(where: \.isCancelled)
      }
    }
  }

  /// A send of ``NSObject/perform(_:with:afterDelay:)`` waiting on a window's clock.
  @MainActor
  final class DelayedPerform {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    var isCancelled = false

    init(target: AnyObject, selector: Selector, argument: Any?) {
      self.target = target
      self.selector = selector
      self.argument = argument
    }
  }
#endif
