import Compose
import Foundation

/// An object that can take part in the responder chain: UIKit's `UIResponder`, the base class
/// of ``UIView`` and ``UIViewController``.
///
/// As in UIKit it descends from Foundation's `NSObject`, so app code can compare view
/// controllers and views with `==`, find them with `firstIndex(of:)` and `contains(_:)`, use
/// them as dictionary keys (`[UIViewController: Coordinator]`) and print their `description`:
/// equality is identity unless a subclass overrides `isEqual(_:)`, as on iOS.
///
/// ``next`` follows the chain UIKit documents: a view answers the view controller whose root
/// view it is, or else its superview; a view controller answers its view's superview; a window
/// answers `nil` (Compose has no application object in the chain). Events are not modelled:
/// the first-responder members are inert (stored only; no keyboard, no focus).
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Whether ``becomeFirstResponder()`` made this object the first responder and
  /// ``resignFirstResponder()`` has not undone it since.
  private var isFirstResponderStorage = false

  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// Called when fingers touch down (UIKit's `touchesBegan(_:with:)`). Compose delivers no
  /// touches: it calls none of the four touch methods; the defaults do nothing (UIKit's pass the
  /// touches up the chain).
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Called when fingers move (UIKit's `touchesMoved(_:with:)`); never called by Compose.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Called when fingers lift (UIKit's `touchesEnded(_:with:)`); never called by Compose.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Called when the system cancels touches (UIKit's `touchesCancelled(_:with:)`); never called
  /// by Compose.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// The next responder in the responder chain, or `nil` (UIKit's `next`). `nil` here;
  /// ``UIView`` and ``UIViewController`` answer as UIKit documents.
  open var next: UIResponder? { nil }

  /// The activity the responder stands for, for Handoff and state restoration (UIKit's
  /// `userActivity`). Stored only: nothing is advertised, and ``updateUserActivityState(_:)`` is
  /// never called by Compose.
  open var userActivity: NSUserActivity?

  /// Brings `activity`'s state up to date before it is sent (UIKit's
  /// `updateUserActivityState(_:)`); overridable. Never called by Compose: nothing is sent.
  ///
  /// - Parameter activity: The activity.
  open func updateUserActivityState(_ activity: NSUserActivity) {}

  /// Restores the state `activity` carries (UIKit's `restoreUserActivityState(_:)`);
  /// overridable. Never called by Compose; an app's scene delegate or a test calls it.
  ///
  /// - Parameter activity: The activity.
  open func restoreUserActivityState(_ activity: NSUserActivity) {}

  /// Whether this object can become the first responder (UIKit's `canBecomeFirstResponder`).
  /// `false` by default, as in UIKit.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object can give up being the first responder (UIKit's
  /// `canResignFirstResponder`). `true` by default.
  open var canResignFirstResponder: Bool { true }

  /// Whether this object is the first responder (UIKit's `isFirstResponder`). Inert: set by
  /// ``becomeFirstResponder()`` when ``canBecomeFirstResponder`` allows it; nothing else uses it.
  open var isFirstResponder: Bool { isFirstResponderStorage }

  /// Asks to become the first responder (UIKit's `becomeFirstResponder()`). Inert beyond
  /// ``isFirstResponder``: Compose has no keyboard and no focus.
  ///
  /// - Returns: Whether this object is now the first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    isFirstResponderStorage = true
    return true
  }

  /// Gives up being the first responder (UIKit's `resignFirstResponder()`).
  ///
  /// - Returns: Whether this object is no longer the first responder.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    isFirstResponderStorage = false
    return true
  }
}
