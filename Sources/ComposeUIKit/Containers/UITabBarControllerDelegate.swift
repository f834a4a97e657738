/// Asked and told about the user's tab selections (UIKit's `UITabBarControllerDelegate`). Both
/// methods have defaults, as UIKit's are optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Asked when the user taps a tab; return `false` to keep the current one. The default
  /// returns `true`.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab's view controller.
  /// - Returns: Whether to select it.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Called after the user selected a tab.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The selected tab's view controller.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Returns `true`.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
