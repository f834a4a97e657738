import Compose

/// The engine side of a ``UITableView`` or ``UICollectionView``: its engine `ListView` (a
/// subview of the facade's view, filling it), its registrations, the row being asked for, and
/// the updates recorded between `beginUpdates()` and `endUpdates()`.
@preconcurrency @MainActor
final class ListBridge {
  /// The engine list; replaced only when a collection view changes its scrolling direction.
  private(set) var list: ListView
  /// Cell factories by reuse identifier, kept here too so that a replacement list gets them.
  private var factories: [String: @MainActor () -> ListCell] = [:]
  /// The rows whose `cellForRowAt` is running (innermost last): the optional dequeue uses the
  /// last.
  var requestedRows: [ListIndexPath] = []
  /// The boxes dequeued while a `cellForRowAt` runs. The facade holds its box weakly, so the
  /// box of a dequeued cell is kept here until the data source returns the cell and the engine
  /// takes the box.
  var dequeuedBoxes: [CellBox] = []
  /// The nesting depth of `beginUpdates()`.
  private var updateDepth = 0
  /// The changes recorded since the outermost `beginUpdates()`.
  private var recordedChanges: [(ListView) -> Void] = []
  /// The rows a prefetching data source was last asked to prefetch and not yet displayed or
  /// cancelled (see `prefetchChanges(scrolledFrom:)`). Batch updates do not renumber them.
  var pendingPrefetches: [ListIndexPath] = []

  /// The reuse identifier of cells made without one: they are never dequeued.
  static let unreusedIdentifier = "\u{0}unreused"

  init(list: ListView) {
    self.list = list
  }

  /// Registers `factory` for `identifier` in the engine list.
  func register(_ identifier: String, factory: @escaping @MainActor () -> ListCell) {
    factories[identifier] = factory
    list.register(forCellReuseIdentifier: identifier, factory: factory)
  }

  /// Whether a cell of `identifier` can be dequeued: one is registered or waits in the pool.
  func canDequeue(_ identifier: String) -> Bool {
    factories[identifier] != nil || (list.pooledCellCounts[identifier] ?? 0) > 0
  }

  /// Replaces the engine list by `newList` (same registrations and frame): every displayed row
  /// of the old list ends display first, as a reload to no rows does, and the new list loads at
  /// once when the old one had displayed rows.
  func replaceList(with newList: ListView, in container: View) {
    let old = list
    let hadLoaded = old.numberOfCellsCreated > 0
    let dataSource = old.dataSource
    let delegate = old.delegate
    old.dataSource = nil
    old.reloadData()
    old.removeFromSuperview()
    newList.frame = old.frame
    newList.allowsMultipleSelection = old.allowsMultipleSelection
    for (identifier, factory) in factories {
      newList.register(forCellReuseIdentifier: identifier, factory: factory)
    }
    list = newList
    container.insertSubview(newList, at: 0)
    newList.delegate = delegate
    newList.dataSource = dataSource
    if hadLoaded { newList.reloadData() }
  }

  // MARK: Updates

  /// Starts recording changes (UIKit's `beginUpdates()`); nests.
  func beginUpdates() {
    updateDepth += 1
  }

  /// Ends recording; the outermost call applies every recorded change as one batch.
  func endUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    guard updateDepth == 0 else { return }
    let changes = recordedChanges
    recordedChanges = []
    let list = list
    list.performBatchUpdates {
      for change in changes { change(list) }
    }
  }

  /// Applies `change` now as a batch of its own, or records it inside `beginUpdates()`.
  func perform(_ change: @escaping (ListView) -> Void) {
    if updateDepth > 0 {
      recordedChanges.append(change)
    } else {
      change(list)
    }
  }
}

extension ListBridge {
  /// Runs the data source's `cellForRowAt` for `indexPath` (`request`) and returns the engine
  /// cell of the cell it returns.
  func cell(
    for indexPath: ListIndexPath, request: () -> (any ReusableCellFacade, String?)
  ) -> CellBox {
    requestedRows.append(indexPath)
    let start = dequeuedBoxes.count
    let (cell, reuseIdentifier) = request()
    let result = box(for: cell, reuseIdentifier: reuseIdentifier)
    requestedRows.removeLast()
    dequeuedBoxes.removeSubrange(start...)
    return result
  }

  /// The engine cell that shows `cell`: its box (taken out of its reuse pool if it waits there),
  /// or a new box for a cell the data source made itself instead of dequeuing it.
  ///
  /// Such a cell goes to the reuse queue of its identifier when it ends display, like any other;
  /// since the data source does not dequeue from that queue, the queue is emptied now, so that it
  /// does not grow with scrolling. A cell without an identifier is never reused.
  func box(for cell: any ReusableCellFacade, reuseIdentifier: String?) -> CellBox {
    if let box = cell.cellBox {
      // A cell the data source keeps (a static cell, a cached one), pooled when it ended
      // display, is taken out of the pool, as UIKit takes it out of its reuse queue.
      list.withdrawFromReusePool(box)
      return box
    }
    let identifier = reuseIdentifier ?? Self.unreusedIdentifier
    list.trimReusePool(withIdentifier: identifier, toCount: 0)
    return CellBox(facade: cell, reuseIdentifier: identifier)
  }

  /// The facades of the displayed cells, in row order.
  var visibleFacades: [any ReusableCellFacade] {
    list.visibleCells.compactMap { ($0 as? CellBox)?.facade }
  }

  /// Brings every displayed facade's selection in line with its row's.
  func applySelectionToVisibleCells() {
    for cell in list.visibleCells {
      guard let box = cell as? CellBox else { continue }
      box.facade.applySelection(box.isSelected)
    }
  }

  /// The facade of the cell the engine returned, or a new cell from `makeCell` for an engine cell
  /// that is not a box (the engine's answer to a misuse it reported: an unregistered identifier,
  /// or a dequeue outside `cellForRowAt`). The data source returns that new cell, which then gets
  /// a box of its own.
  func facade<Cell: ReusableCellFacade>(
    of cell: ListCell, orMake makeCell: () -> Cell
  ) -> Cell {
    if let box = cell as? CellBox, let facade = box.facade as? Cell {
      if !requestedRows.isEmpty { dequeuedBoxes.append(box) }
      return facade
    }
    // A dequeue the engine refused (outside the data source's cell request: a test calling
    // `tableView(_:cellForRowAt:)` itself) still answers a new cell of the registered class or
    // nib, as UIKit does; it belongs to no list.
    if let factory = factories[cell.reuseIdentifier],
      let box = factory() as? CellBox, let facade = box.facade as? Cell
    {
      return facade
    }
    return makeCell()
  }
}
