import Compose
import Foundation

extension UITableView {
  /// The selected row, `nil` when none is (UIKit's `indexPathForSelectedRow`); with
  /// ``allowsMultipleSelection``, the first in index-path order.
  public var indexPathForSelectedRow: IndexPath? {
    bridge.list.indexPathForSelectedRow.map(IndexPath.init)
  }

  /// The selected rows, ascending, or `nil` when none is (UIKit's `indexPathsForSelectedRows`).
  public var indexPathsForSelectedRows: [IndexPath]? {
    bridge.list.indexPathsForSelectedRows?.map(IndexPath.init)
  }

  /// Selects a row as code does, without telling the delegate (UIKit's
  /// `selectRow(at:animated:scrollPosition:)`); `nil` clears the selection.
  ///
  /// Without ``allowsMultipleSelection`` the row selected before is deselected. The selection
  /// belongs to the row (contract §6): it stays while the row is scrolled away, moves with the row
  /// in a batch update, and is cleared by a delete, a reload or ``reloadData()``. The displayed
  /// cell of the row gets ``UITableViewCell/setSelected(_:animated:)``. A row outside the table is
  /// reported (`Diagnostic.Code.rowOutOfRange`) and nothing changes.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Ignored.
  ///   - scrollPosition: Where to scroll the row; `.none` scrolls nothing, as UIKit documents
  ///     for this method.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    let old = bridge.list.contentOffset
    bridge.list.selectRow(
      at: indexPath?.listIndexPath, animated: animated,
      scrollPosition: scrollPosition.listPosition)
    bridge.applySelectionToVisibleCells()
    if bridge.list.contentOffset != old { delegate?.scrollViewDidScroll(self) }
  }

  /// Deselects a row as code does, without telling the delegate (UIKit's
  /// `deselectRow(at:animated:)`). A row that is not selected is left alone.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Ignored.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    bridge.list.deselectRow(at: indexPath.listIndexPath, animated: animated)
    bridge.applySelectionToVisibleCells()
  }

  /// Taps the row at `indexPath` as a user would (not UIKit API: what UIKit does when a finger
  /// lifts on a row).
  ///
  /// Nothing happens when ``allowsSelection`` is `false`. Otherwise the delegate is asked and
  /// told as UIKit documents (contract §6): `tableView(_:willSelectRowAt:)` for the tapped row,
  /// which may redirect the tap or cancel it with `nil`; then, in single selection with another
  /// row selected, `tableView(_:willDeselectRowAt:)` for that row (which may redirect, or keep it
  /// selected with `nil`) and `tableView(_:didDeselectRowAt:)`; then
  /// `tableView(_:didSelectRowAt:)`. With ``allowsMultipleSelection``, a selected row tapped
  /// again is asked `willDeselectRowAt` and told `didDeselectRowAt` instead. A row outside the
  /// table is reported (`Diagnostic.Code.rowOutOfRange`) and nothing changes.
  ///
  /// - Parameter indexPath: The row tapped.
  public func composeTapRow(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    bridge.list.simulateTap(at: indexPath.listIndexPath)
    bridge.applySelectionToVisibleCells()
  }

  /// Scrolls so that the row at `indexPath` is at `scrollPosition` in the visible area, clamped to
  /// the rows (UIKit's `scrollToRow(at:at:animated:)`): for a visible length `L` and a row from
  /// `start` to `end`, the offset is `start` (`.top`), `(start + end - L) / 2` (`.middle`),
  /// `end - L` (`.bottom`), or the least scroll that shows the row (`.none`). Rows that leave end
  /// display, then the rows that entered are displayed. A row
  /// outside the table is reported (`Diagnostic.Code.rowOutOfRange`) and nothing scrolls.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where to put it.
  ///   - animated: Ignored: the table scrolls at once.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let old = bridge.list.contentOffset
    bridge.list.scrollToRow(
      at: indexPath.listIndexPath, at: scrollPosition.listPosition, animated: animated)
    didScroll(from: old)
  }
}
