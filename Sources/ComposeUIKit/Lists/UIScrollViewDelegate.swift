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

  /// The user is about to lift the finger; the delegate may change where scrolling stops by
  /// writing `targetContentOffset` (UIKit's
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`). Never called: Compose
  /// has no touches; a test calls it to check a paging rule.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// Scrolling starts to decelerate (UIKit's `scrollViewWillBeginDecelerating(_:)`). Never
  /// called: Compose has no touches.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

  /// An animated scroll ended (UIKit's `scrollViewDidEndScrollingAnimation(_:)`). Never called:
  /// Compose's scrolls, animated or not, end at once.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

  /// Whether a tap on the status bar scrolls to the top (UIKit's
  /// `scrollViewShouldScrollToTop(_:)`); the default is `true`. Never asked: there is no status
  /// bar.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

  /// The scroll view scrolled to the top after a status bar tap (UIKit's
  /// `scrollViewDidScrollToTop(_:)`). Never called.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

  /// The view that zooms (UIKit's `viewForZooming(in:)`); the default is `nil`. Never asked:
  /// Compose does not zoom.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?

  /// The zoom scale changed (UIKit's `scrollViewDidZoom(_:)`). Never called.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
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
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Returns `true`.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Returns `nil`.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
