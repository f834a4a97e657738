import Compose
import Foundation

extension UITableView {
  /// Applies the row and section changes made in `updates` as one update, after the data source
  /// changed its model the same way (UIKit's `performBatchUpdates(_:completion:)`).
  ///
  /// Deletions, reloads and move sources use index paths before the update; insertions and move
  /// destinations use index paths after it. Deleted and reloaded displayed rows end display,
  /// inserted and reloaded visible rows are displayed, moved rows keep their cell with no events
  /// (contract §6). An inconsistent update is reported
  /// (`Diagnostic.Code.invalidBatchUpdate`) and answered by a reload, where UIKit raises an
  /// exception. There are no animations: `completion` runs with `true` before this method
  /// returns.
  ///
  /// - Parameters:
  ///   - updates: The changes, or `nil`.
  ///   - completion: Called with `true` once the update is applied.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    bridge.beginUpdates()
    updates?()
    bridge.endUpdates()
    bridge.applySelectionToVisibleCells()
    completion?(true)
  }

  /// Starts a group of changes applied together by the matching ``endUpdates()`` (UIKit's
  /// `beginUpdates()`); pairs nest.
  public func beginUpdates() {
    bridge.beginUpdates()
  }

  /// Applies the changes made since the matching ``beginUpdates()`` as one update (UIKit's
  /// `endUpdates()`), as ``performBatchUpdates(_:completion:)`` does. An unmatched call does
  /// nothing.
  public func endUpdates() {
    bridge.endUpdates()
    bridge.applySelectionToVisibleCells()
  }

  /// Inserts rows at these index paths, after the update (UIKit's `insertRows(at:with:)`).
  ///
  /// - Parameters:
  ///   - indexPaths: The new rows.
  ///   - animation: Ignored.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    let rows = indexPaths.map(\.listIndexPath)
    bridge.perform { $0.insertRows(at: rows) }
  }

  /// Deletes the rows at these index paths, before the update (UIKit's
  /// `deleteRows(at:with:)`).
  ///
  /// - Parameters:
  ///   - indexPaths: The deleted rows.
  ///   - animation: Ignored.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    let rows = indexPaths.map(\.listIndexPath)
    bridge.perform { $0.deleteRows(at: rows) }
  }

  /// Reloads the rows at these index paths (UIKit's `reloadRows(at:with:)`): a displayed one ends
  /// display and is displayed again with a cell from the data source.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows, before the update.
  ///   - animation: Ignored.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    let rows = indexPaths.map(\.listIndexPath)
    bridge.perform { $0.reloadRows(at: rows) }
  }

  /// Configures the displayed rows at these index paths again in their own cells (UIKit's
  /// `reconfigureRows(at:)`): `tableView(_:cellForRowAt:)` runs and dequeuing returns the row's
  /// cell; no display events.
  ///
  /// - Parameter indexPaths: The rows, before the update.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    let rows = indexPaths.map(\.listIndexPath)
    bridge.perform { $0.reconfigureRows(at: rows) }
  }

  /// Moves a row (UIKit's `moveRow(at:to:)`): a displayed row keeps its cell, and a child view
  /// controller in it stays embedded, with no events.
  ///
  /// - Parameters:
  ///   - indexPath: The row before the update.
  ///   - newIndexPath: Its index path after the update.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    let from = indexPath.listIndexPath
    let to = newIndexPath.listIndexPath
    bridge.perform { $0.moveRow(at: from, to: to) }
  }

  /// Inserts sections, by their indices after the update (UIKit's `insertSections(_:with:)`).
  ///
  /// - Parameters:
  ///   - sections: The new sections.
  ///   - animation: Ignored.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    let indices = Array(sections)
    bridge.perform { $0.insertSections(indices) }
  }

  /// Deletes sections, by their indices before the update (UIKit's `deleteSections(_:with:)`).
  ///
  /// - Parameters:
  ///   - sections: The deleted sections.
  ///   - animation: Ignored.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    let indices = Array(sections)
    bridge.perform { $0.deleteSections(indices) }
  }

  /// Reloads sections, by their indices before the update (UIKit's `reloadSections(_:with:)`).
  ///
  /// - Parameters:
  ///   - sections: The sections.
  ///   - animation: Ignored.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    let indices = Array(sections)
    bridge.perform { $0.reloadSections(indices) }
  }

  /// Moves a section with its rows (UIKit's `moveSection(_:toSection:)`).
  ///
  /// - Parameters:
  ///   - section: Its index before the update.
  ///   - newSection: Its index after the update.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    bridge.perform { $0.moveSection(section, toSection: newSection) }
  }
}
