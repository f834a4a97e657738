import Foundation

extension UIContentSizeCategory {
  /// Posted when the user's text size changed (UIKit's `didChangeNotification`), with the new
  /// category under ``newValueUserInfoKey``; the object is the app.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in ``didChangeNotification``'s `userInfo` (UIKit's
  /// `newValueUserInfoKey`).
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIApplication {
  /// The user's text size (UIKit's `preferredContentSizeCategory`): the key window's, `.large`
  /// by default (see ``composeSetPreferredContentSizeCategory(_:)``).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    keyWindow?.environment.contentSizeCategory ?? .large
  }

  /// Switches the system's appearance, as Settings or Control Center does: every window of the
  /// app (``windows``) takes it (a window's or view controller's `overrideUserInterfaceStyle`
  /// still wins), and the view controllers and views whose traits change are told
  /// (`willTransition(to:with:)`, then `traitCollectionDidChange(_:)`, parent before child).
  /// UIKit has no counterpart.
  ///
  /// - Parameter style: `.light` or `.dark`; `.unspecified` is light.
  public func composeSetUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
    for window in windows { window.composeSetSystemUserInterfaceStyle(style) }
  }

  /// Changes the user's text size (Dynamic Type), as Settings does: every window of the app takes
  /// it, the view controllers and views whose traits change are told, then
  /// `UIContentSizeCategory.didChangeNotification` is posted with the new category. Labels do
  /// not change size (text is not laid out): `adjustsFontForContentSizeCategory` is stored only.
  /// UIKit has no counterpart.
  ///
  /// - Parameter category: The new text size.
  public func composeSetPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
    for window in windows { window.composeSetSystemContentSizeCategory(category) }
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: self,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
  }
}

extension UIWindow {
  /// Gives this window the system appearance `style` (what
  /// `UIApplication.composeSetUserInterfaceStyle(_:)` gives every window); a window made
  /// after a change starts light, so a test sets it on the windows it makes. UIKit has no
  /// counterpart.
  ///
  /// - Parameter style: `.light` or `.dark`.
  public func composeSetSystemUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
    environment.systemStyle = style
    composeApplyEnvironment()
  }

  /// Gives this window the user's text size `category` (what
  /// `UIApplication.composeSetPreferredContentSizeCategory(_:)` gives every window, without the
  /// notification). UIKit has no counterpart.
  ///
  /// - Parameter category: The text size.
  public func composeSetSystemContentSizeCategory(_ category: UIContentSizeCategory) {
    environment.contentSizeCategory = category
    composeApplyEnvironment()
  }
}
