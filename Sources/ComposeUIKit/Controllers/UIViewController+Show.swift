extension UIViewController {
  /// The base implementation of ``UIViewController/show(_:sender:)``.
  func performShow(_ vc: UIViewController, sender: Any?) {
    if let navigation = self as? UINavigationController ?? navigationController {
      navigation.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }
}
