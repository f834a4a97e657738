import Compose
import Foundation

extension UITableView {
  /// The frame of the row at `indexPath` in the table's content (UIKit's `rectForRow(at:)`),
  /// displayed or not; `.zero` when the table has no such row.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Its frame, as wide as the table.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    bridge.list.frameOfRow(at: indexPath.listIndexPath).map(CGRect.init) ?? .zero
  }

  /// The row at `point`, in the table's content (UIKit's `indexPathForRow(at:)`); `nil` outside
  /// the rows.
  ///
  /// - Parameter point: A point in the table's coordinates.
  /// - Returns: The row whose frame contains it.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    guard point.x >= 0, point.x < bounds.width else { return nil }
    return bridge.list.indexPathForRow(atOffset: Double(point.y)).map(IndexPath.init)
  }
}

extension UICollectionView {
  /// The item at `point`, in the collection view's content (UIKit's `indexPathForItem(at:)`);
  /// `nil` outside the items. Items follow each other one per line along the scrolling
  /// direction (see ``UICollectionViewCompositionalLayout``), so the point's coordinate along
  /// that direction decides.
  ///
  /// - Parameter point: A point in the collection view's coordinates.
  /// - Returns: The item whose frame contains it.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let list = bridge.list
    guard
      let indexPath = list.indexPathForRow(
        atOffset: Double(list.axis == .vertical ? point.y : point.x)),
      let frame = list.frameOfRow(at: indexPath), CGRect(frame).contains(point)
    else { return nil }
    return IndexPath(indexPath)
  }
}
