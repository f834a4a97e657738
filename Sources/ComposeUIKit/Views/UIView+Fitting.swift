import Foundation

extension UIView {
  /// The smallest size Auto Layout allows (UIKit's `layoutFittingCompressedSize`).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size Auto Layout allows (UIKit's `layoutFittingExpandedSize`).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// The size that fits the view's constraints nearest `targetSize` (UIKit's
  /// `systemLayoutSizeFitting(_:)`). Compose sizes nothing from content or constraints: this is
  /// ``sizeThatFits(_:)``, the current size unless overridden, as a layout that cannot grow or
  /// shrink the view would give.
  ///
  /// - Parameter targetSize: The size to fit.
  /// - Returns: The fitting size.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    sizeThatFits(targetSize)
  }

  /// The fitting size with priorities (UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`); see
  /// ``systemLayoutSizeFitting(_:)``.
  ///
  /// - Parameters:
  ///   - targetSize: The size to fit.
  ///   - horizontalFittingPriority: Ignored.
  ///   - verticalFittingPriority: Ignored.
  /// - Returns: The fitting size.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    sizeThatFits(targetSize)
  }

  /// Ends editing in this view's hierarchy (UIKit's `endEditing(_:)`): the first responder
  /// inside it, if any, resigns; a text field's delegate is asked `textFieldShouldEndEditing(_:)`
  /// first unless `force`.
  ///
  /// - Parameter force: Whether to end editing even if the responder would rather not.
  /// - Returns: Whether no responder inside the view is still the first responder.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if view.isFirstResponder {
        if let field = view as? UITextField { return field.resign(forcing: force) }
        return view.resignFirstResponder()
      }
      stack.append(contentsOf: view.subviews)
    }
    return true
  }
}
