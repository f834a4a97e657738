extension UIView {
  /// The first view whose ``tag`` is `tag`: this view, else its subviews depth first (UIKit's
  /// `viewWithTag(_:)`).
  ///
  /// - Parameter tag: The tag.
  /// - Returns: The view, or `nil`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Runs `actionsWithoutAnimation` (UIKit's `performWithoutAnimation(_:)`): Compose animates no
  /// view, so it runs them at once, as UIKit does with animations off.
  ///
  /// - Parameter actionsWithoutAnimation: The changes.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
