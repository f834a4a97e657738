import Foundation

extension UIView {
  /// Inserts `view` just above `siblingSubview` among ``subviews`` (UIKit's
  /// `insertSubview(_:aboveSubview:)`); when `siblingSubview` is not a subview, `view` is added
  /// on top.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The subview it goes above.
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insert(view, besides: siblingSubview, offset: 1)
  }

  /// Inserts `view` just below `siblingSubview` among ``subviews`` (UIKit's
  /// `insertSubview(_:belowSubview:)`); when `siblingSubview` is not a subview, `view` is added
  /// on top.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The subview it goes below.
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insert(view, besides: siblingSubview, offset: 0)
  }

  /// Moves `view`, a subview, to the front (UIKit's `bringSubviewToFront(_:)`); does nothing for
  /// a view that is not a subview.
  ///
  /// - Parameter view: The subview.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count - 1)
  }

  /// Moves `view`, a subview, to the back (UIKit's `sendSubviewToBack(_:)`); does nothing for a
  /// view that is not a subview.
  ///
  /// - Parameter view: The subview.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Swaps the subviews at two indices (UIKit's `exchangeSubview(at:withSubviewAt:)`); indices
  /// out of range do nothing.
  ///
  /// - Parameters:
  ///   - index1: One index.
  ///   - index2: The other.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    let views = subviews
    guard views.indices.contains(index1), views.indices.contains(index2), index1 != index2
    else { return }
    let (low, high) = (min(index1, index2), max(index1, index2))
    insertSubview(views[high], at: low)
    insertSubview(views[low], at: high)
  }

  /// Inserts `view` at `offset` from `siblingSubview`'s place among the other subviews.
  private func insert(_ view: UIView, besides siblingSubview: UIView, offset: Int) {
    let others = subviews.filter { $0 !== view }
    guard siblingSubview !== view, let index = others.firstIndex(where: { $0 === siblingSubview })
    else { return addSubview(view) }
    insertSubview(view, at: index + offset)
  }
}
