extension UIViewController {
  /// Shows `vc` as UIKit does by default: pushed when this view controller is a navigation
  /// controller or is in one, presented otherwise (in `vc`'s ``modalPresentationStyle``).
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: Ignored.
  public func show(_ vc: UIViewController, sender: Any?) {
    if let navigation = self as? UINavigationController ?? navigationController {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }
}
