import Compose
import Foundation

extension UIView {
  /// Converts `point` from this view's coordinates to `view`'s (UIKit's `convert(_:to:)`); to
  /// the window's when `view` is `nil`. Positions follow the frames up the hierarchy, including
  /// the cells of a table or collection view (their frames are in the content, as in UIKit) and
  /// a scroll view's ``UIScrollView/contentOffset``. Views in different hierarchies give `point`
  /// back unchanged (UIKit leaves that case undefined).
  ///
  /// ```swift
  /// let point = button.convert(CGPoint.zero, to: tableView)
  /// let row = tableView.indexPathForRow(at: point)  // the row of the cell holding the button
  /// ```
  ///
  /// - Parameters:
  ///   - point: A point in this view's coordinates.
  ///   - view: The view whose coordinates to convert to, or `nil` for the window's.
  /// - Returns: The point in `view`'s coordinates.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let from = coordinateOrigin
    let to = view?.coordinateOrigin ?? (from.top.isWindow ? (x: 0, y: 0, top: from.top) : from)
    guard from.top === to.top else { return point }
    return CGPoint(x: point.x + CGFloat(from.x - to.x), y: point.y + CGFloat(from.y - to.y))
  }

  /// Converts `point` from `view`'s coordinates to this view's (UIKit's `convert(_:from:)`); from
  /// the window's when `view` is `nil`. See ``convert(_:to:)-(CGPoint,_)``.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s coordinates.
  ///   - view: The view whose coordinates to convert from, or `nil` for the window's.
  /// - Returns: The point in this view's coordinates.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    if let view { return view.convert(point, to: self) }
    let here = coordinateOrigin
    guard here.top.isWindow else { return point }
    return CGPoint(x: point.x - CGFloat(here.x), y: point.y - CGFloat(here.y))
  }

  /// Converts `rect` from this view's coordinates to `view`'s (UIKit's `convert(_:to:)` for a
  /// rectangle): its origin moves, its size stays.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this view's coordinates.
  ///   - view: The view whose coordinates to convert to, or `nil` for the window's.
  /// - Returns: The rectangle in `view`'s coordinates.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts `rect` from `view`'s coordinates to this view's (UIKit's `convert(_:from:)` for a
  /// rectangle): its origin moves, its size stays.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s coordinates.
  ///   - view: The view whose coordinates to convert from, or `nil` for the window's.
  /// - Returns: The rectangle in this view's coordinates.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
}

extension UIView {
  /// Where the origin of this view's coordinates is in the top view of its hierarchy: its
  /// frame's position, less its own content offset for a scroll view (whose coordinates are its
  /// content's, as UIKit's bounds origin makes them).
  fileprivate var coordinateOrigin: (x: Double, y: Double, top: View) {
    var origin = engineView.positionInTopView()
    if let scrollView = self as? UIScrollView {
      origin.x -= Double(scrollView.contentOffset.x)
      origin.y -= Double(scrollView.contentOffset.y)
    }
    return origin
  }
}

extension View {
  /// Whether this view is a window.
  fileprivate var isWindow: Bool { self is Window }

  /// Where this view's origin is in the coordinates of the top view of its hierarchy (its window,
  /// or the top of a detached tree), and that top view. Iterative.
  fileprivate func positionInTopView() -> (x: Double, y: Double, top: View) {
    var x = 0.0
    var y = 0.0
    var view: View = self
    while let superview = view.superview {
      x += view.frame.origin.x
      y += view.frame.origin.y
      // A scroll view shows its content from its offset: what is placed in the content moves up
      // (or left) by it, as a UIKit scroll view's bounds origin does.
      if let list = superview as? ListView {
        if list.axis == .vertical { y -= list.contentOffset } else { x -= list.contentOffset }
      } else if let scrollView = UIView.facade(of: superview) as? UIScrollView,
        !(scrollView is UITableView), !(scrollView is UICollectionView)
      {
        // (A table's or collection view's offset is its list's, counted above.)
        x -= Double(scrollView.contentOffset.x)
        y -= Double(scrollView.contentOffset.y)
      }
      view = superview
    }
    return (x, y, view)
  }
}
