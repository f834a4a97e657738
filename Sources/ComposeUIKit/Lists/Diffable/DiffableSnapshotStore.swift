import Compose
import Foundation

/// What a diffable data source knows, shared by ``UITableViewDiffableDataSource`` and
/// ``UICollectionViewDiffableDataSource``: the snapshot its view shows, the latest one applied,
/// the lookups by index path and identifier, and the order of an apply.
@preconcurrency @MainActor
final class DiffableSnapshotStore<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

  /// The snapshot the view shows: the counts and cells are read from it.
  private(set) var shown = Snapshot()
  /// The latest snapshot applied while its update waits for the end of the list's current pass.
  private var requested: Snapshot?
  /// How many applies wait for the end of the list's current pass.
  private var waiting = 0
  /// The index path of each shown item, made at the first lookup after a change.
  private var indexPaths: [Item: IndexPath]?

  /// The latest snapshot applied (UIKit's `snapshot()`), which the view shows once the list's
  /// current pass, if any, is over.
  var latest: Snapshot { requested ?? shown }

  /// The item shown at `indexPath`.
  ///
  /// - Complexity: O(1).
  func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2, shown.sectionItems.indices.contains(indexPath.section) else {
      return nil
    }
    let items = shown.sectionItems[indexPath.section]
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// Where `item` is shown.
  ///
  /// - Complexity: O(1) on average; the first lookup after a change indexes the shown items,
  ///   O(items).
  func indexPath(of item: Item) -> IndexPath? {
    if let indexPaths { return indexPaths[item] }
    var index: [Item: IndexPath] = [:]
    index.reserveCapacity(shown.numberOfItems)
    for (section, items) in shown.sectionItems.enumerated() {
      for (row, identifier) in items.enumerated() {
        index[identifier] = IndexPath(row: row, section: section)
      }
    }
    indexPaths = index
    return index[item]
  }

  /// The number of items of the section shown at `index`, `0` out of range.
  ///
  /// - Complexity: O(1).
  func numberOfItems(inSectionAt index: Int) -> Int {
    shown.sectionItems.indices.contains(index) ? shown.sectionItems[index].count : 0
  }

  /// The section shown at `index`.
  func section(at index: Int) -> Section? {
    shown.sectionOrder.indices.contains(index) ? shown.sectionOrder[index] : nil
  }

  /// Applies `snapshot` to the view whose engine list is `list`.
  ///
  /// The refused changes the snapshot carries are reported on `list` first. Then, right away or,
  /// when called from one of the list's callbacks, once the list's current pass is over (so that
  /// pass never reads the new snapshot by old index paths): the view shows `snapshot`, through
  /// `update` with the batch update from the snapshot shown before, or through `reload` when
  /// `usingReloadData`; then, once the list shows it, `completion` runs. A list that never
  /// loaded its data gets neither update nor reload: its first load (at its first layout in a
  /// visible window, as in UIKit) reads the snapshot.
  func apply(
    _ snapshot: Snapshot, to list: ListView?, usingReloadData: Bool,
    update: @escaping (SnapshotUpdate) -> Void, reload: @escaping () -> Void,
    completion: (() -> Void)?
  ) {
    let next = snapshot.applied
    guard let list else {
      show(next)
      completion?()
      return
    }
    for diagnostic in snapshot.composeDiagnostics {
      list.report(diagnostic.code, diagnostic.message)
    }
    requested = next
    waiting += 1
    list.performAfterCurrentPass { [weak self] in
      if let self {
        self.waiting -= 1
        if self.waiting == 0 { self.requested = nil }
        let old = self.shown
        self.show(next)
        if list.hasEverLoadedData {
          if usingReloadData {
            reload()
          } else {
            let changes = SnapshotUpdate(from: old, to: snapshot)
            if !changes.isEmpty { update(changes) }
          }
        }
      }
      // After the update, which waits for the end of the pass when this runs inside one.
      if let completion { list.performAfterCurrentPass { completion() } }
    }
  }

  private func show(_ snapshot: Snapshot) {
    shown = snapshot
    indexPaths = nil
  }
}
