import Compose
import Foundation

extension UICollectionView {
  /// Applies the item and section changes made in `updates` as one update (UIKit's
  /// `performBatchUpdates(_:completion:)`), with the contract's order for the displayed items
  /// (contract §6). An inconsistent update is reported
  /// (`Diagnostic.Code.invalidBatchUpdate`) and answered by a reload. There are no animations:
  /// `completion` runs with `true` before this method returns.
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

  /// Inserts items at these index paths, after the update (UIKit's `insertItems(at:)`).
  ///
  /// - Parameter indexPaths: The new items.
  public func insertItems(at indexPaths: [IndexPath]) {
    let items = indexPaths.map(\.listIndexPath)
    bridge.perform { $0.insertRows(at: items) }
  }

  /// Deletes the items at these index paths, before the update (UIKit's `deleteItems(at:)`).
  ///
  /// - Parameter indexPaths: The deleted items.
  public func deleteItems(at indexPaths: [IndexPath]) {
    let items = indexPaths.map(\.listIndexPath)
    bridge.perform { $0.deleteRows(at: items) }
  }

  /// Reloads the items at these index paths (UIKit's `reloadItems(at:)`): a displayed one ends
  /// display and is displayed again with a cell from the data source.
  ///
  /// - Parameter indexPaths: The items, before the update.
  public func reloadItems(at indexPaths: [IndexPath]) {
    let items = indexPaths.map(\.listIndexPath)
    bridge.perform { $0.reloadRows(at: items) }
  }

  /// Configures the displayed items at these index paths again in their own cells (UIKit's
  /// `reconfigureItems(at:)`), with no display events.
  ///
  /// - Parameter indexPaths: The items, before the update.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    let items = indexPaths.map(\.listIndexPath)
    bridge.perform { $0.reconfigureRows(at: items) }
  }

  /// Moves an item (UIKit's `moveItem(at:to:)`): a displayed item keeps its cell, with no
  /// events.
  ///
  /// - Parameters:
  ///   - indexPath: The item before the update.
  ///   - newIndexPath: Its index path after the update.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    let from = indexPath.listIndexPath
    let to = newIndexPath.listIndexPath
    bridge.perform { $0.moveRow(at: from, to: to) }
  }

  /// Inserts sections, by their indices after the update (UIKit's `insertSections(_:)`).
  ///
  /// - Parameter sections: The new sections.
  public func insertSections(_ sections: IndexSet) {
    let indices = Array(sections)
    bridge.perform { $0.insertSections(indices) }
  }

  /// Deletes sections, by their indices before the update (UIKit's `deleteSections(_:)`).
  ///
  /// - Parameter sections: The deleted sections.
  public func deleteSections(_ sections: IndexSet) {
    let indices = Array(sections)
    bridge.perform { $0.deleteSections(indices) }
  }

  /// Reloads sections, by their indices before the update (UIKit's `reloadSections(_:)`).
  ///
  /// - Parameter sections: The sections.
  public func reloadSections(_ sections: IndexSet) {
    let indices = Array(sections)
    bridge.perform { $0.reloadSections(indices) }
  }

  /// Moves a section with its items (UIKit's `moveSection(_:toSection:)`).
  ///
  /// - Parameters:
  ///   - section: Its index before the update.
  ///   - newSection: Its index after the update.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    bridge.perform { $0.moveSection(section, toSection: newSection) }
  }
}
