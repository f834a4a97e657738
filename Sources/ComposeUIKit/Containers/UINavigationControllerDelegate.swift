/// Told what a ``UINavigationController`` shows (UIKit's `UINavigationControllerDelegate`). Both
/// methods have defaults, as UIKit's are optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Called when an operation shows a view controller, after that view controller's
  /// `viewWillAppear` (so after the old top's `viewWillDisappear` and, in a push, after the new
  /// top's `viewDidLoad`), as UIKit calls it (contract §5), with the view controller that will be
  /// on top.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller that will be on top.
  ///   - animated: Whether the operation is animated.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// Called when an operation has completed, after the new top's `viewDidAppear`, with the view
  /// controller on top.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller on top.
  ///   - animated: Whether the operation was animated.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
