import Foundation

/// The object a scroll view tells about scrolling (UIKit's `UIScrollViewDelegate`), the base of
/// ``UITableViewDelegate`` and ``UICollectionViewDelegate``.
///
/// Every method has an empty default, as UIKit's are optional. Compose has no touches, so only
/// ``scrollViewDidScroll(_:)`` is ever called: after each change of a table or collection view's
/// content offset made by code.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed (UIKit's `scrollViewDidScroll(_:)`).
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// The user started dragging (UIKit's `scrollViewWillBeginDragging(_:)`). Never called:
  /// Compose has no touches.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

  /// The user stopped dragging (UIKit's `scrollViewDidEndDragging(_:willDecelerate:)`). Never
  /// called: Compose has no touches.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

  /// Scrolling decelerated to a stop (UIKit's `scrollViewDidEndDecelerating(_:)`). Never called:
  /// Compose has no touches.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
