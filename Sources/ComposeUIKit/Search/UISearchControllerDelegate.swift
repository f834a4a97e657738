/// Told when a search controller's interface is presented and dismissed (UIKit's
/// `UISearchControllerDelegate`). Every method has a default, as UIKit's are optional.
///
/// Inert in Compose: ``UISearchController/isActive`` is stored only, so the search interface is
/// never presented and none of these methods is called.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// Called before the search interface is presented (UIKit's `willPresentSearchController(_:)`).
  ///
  /// - Parameter searchController: The search controller.
  func willPresentSearchController(_ searchController: UISearchController)
  /// Called after the search interface was presented (UIKit's `didPresentSearchController(_:)`).
  ///
  /// - Parameter searchController: The search controller.
  func didPresentSearchController(_ searchController: UISearchController)
  /// Called before the search interface is dismissed (UIKit's `willDismissSearchController(_:)`).
  ///
  /// - Parameter searchController: The search controller.
  func willDismissSearchController(_ searchController: UISearchController)
  /// Called after the search interface was dismissed (UIKit's `didDismissSearchController(_:)`).
  ///
  /// - Parameter searchController: The search controller.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
