import Foundation

extension UIResponder {
  /// Posted before the keyboard shows (UIKit's `keyboardWillShowNotification`). Compose has no
  /// keyboard and never posts it: a test posts it to drive code that observes it.
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard showed (UIKit's `keyboardDidShowNotification`); never posted by
  /// Compose.
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides (UIKit's `keyboardWillHideNotification`); never posted by
  /// Compose.
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hid (UIKit's `keyboardDidHideNotification`); never posted by
  /// Compose.
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (UIKit's
  /// `keyboardWillChangeFrameNotification`); never posted by Compose.
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed (UIKit's `keyboardDidChangeFrameNotification`);
  /// never posted by Compose.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The user-info key of the keyboard's starting frame, an `NSValue` of a `CGRect` (UIKit's
  /// `keyboardFrameBeginUserInfoKey`).
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard's ending frame, an `NSValue` of a `CGRect` (UIKit's
  /// `keyboardFrameEndUserInfoKey`).
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the animation's duration, an `NSNumber` of seconds (UIKit's
  /// `keyboardAnimationDurationUserInfoKey`).
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the animation's curve, an `NSNumber` of a `UIView.AnimationCurve`
  /// (UIKit's `keyboardAnimationCurveUserInfoKey`).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The user-info key telling whether the keyboard belongs to this app, an `NSNumber` of a
  /// `Bool` (UIKit's `keyboardIsLocalUserInfoKey`).
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
  /// A value holding a rectangle (UIKit's `NSValue(cgRect:)`).
  ///
  /// - Parameter rect: The rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// A value holding a point (UIKit's `NSValue(cgPoint:)`).
  ///
  /// - Parameter point: The point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

  /// A value holding a size (UIKit's `NSValue(cgSize:)`).
  ///
  /// - Parameter size: The size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }

  /// The rectangle held (UIKit's `cgRectValue`).
  public var cgRectValue: CGRect { rectValue }

  /// The point held (UIKit's `cgPointValue`).
  public var cgPointValue: CGPoint { pointValue }

  /// The size held (UIKit's `cgSizeValue`).
  public var cgSizeValue: CGSize { sizeValue }
}
