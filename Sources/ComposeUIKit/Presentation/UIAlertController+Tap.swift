import Foundation

extension UIAlertController {
  /// The headless tap on one of the alert's buttons (not UIKit API: UIKit has no public way to
  /// tap an action). For an enabled action of this alert while the alert is presented, the alert
  /// is dismissed (animated, as by a tap) and the action's handler runs once the dismissal has
  /// ended, as on iOS, where a handler can present another view controller at once. An action
  /// that is not this alert's, a disabled one, or an alert that is not presented does nothing.
  ///
  /// - Parameter action: The tapped action.
  /// - Returns: Whether the tap was taken.
  @discardableResult
  public func composeTap(_ action: UIAlertAction) -> Bool {
    guard actions.contains(where: { $0 === action }), action.isEnabled,
      presentingViewController != nil
    else { return false }
    dismiss(animated: true) { action.handler?(action) }
    return true
  }

  /// The headless tap on the first of the alert's actions titled `title`; see
  /// ``composeTap(_:)``.
  ///
  /// - Parameter title: The action's title.
  /// - Returns: Whether the tap was taken.
  @discardableResult
  public func composeTapAction(titled title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title }) else { return false }
    return composeTap(action)
  }
}
