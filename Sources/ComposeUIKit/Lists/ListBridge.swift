import Compose

/// The engine side of a ``UITableView`` or ``UICollectionView``: its engine `ListView` (a
/// subview of the facade's view, filling it), its registrations, the row being asked for, and
/// the updates recorded between `beginUpdates()` and `endUpdates()`.
@preconcurrency @MainActor
final class ListBridge {
  /// The engine list; replaced only when a collection view changes its scrolling direction.
  private(set) var list: ListView
  /// Cell factories by reuse identifier, kept here too so that a replacement list gets them.
  private var factories: [String: @MainActor () -> any ReusableCellFacade] = [:]
  /// The rows whose `cellForRowAt` is running (innermost last): the optional dequeue uses the
  /// last.
  var requestedRows: [ListIndexPath] = []
  /// The cells dequeued while a `cellForRowAt` runs, so that those the data source does not
  /// return are let go when it returns (see ``cells``).
  private var dequeuedCells: [any ReusableCellFacade] = []
  /// Keeps alive the facade of every cell the list holds (displayed or pooled) or may hold (made
  /// by a registration, until its `cellForRowAt` returns).
  ///
  /// A cell's facade owns its engine cell, which refers back to it weakly, while the list holds
  /// the engine cell only: the facade must live as long as the list holds it. The invariant: a
  /// facade is kept from when a registration makes it or the data source returns it for a row
  /// (a cell the list will display) until its engine cell is neither displayed nor pooled after a
  /// request (a dequeued cell the data source did not return) or after a trim
  /// (`trimReusePool`), or the list is replaced. Tests: the lists' leak tests.
  private var cells = FacadeKeeper()
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
  func register(
    _ identifier: String, factory: @escaping @MainActor () -> any ReusableCellFacade
  ) {
    factories[identifier] = factory
    list.register(
      forCellReuseIdentifier: identifier, factory: engineFactory(factory, identifier: identifier))
  }

  /// The engine list's factory for `factory`: the engine cell of a new facade, which the bridge
  /// keeps (see ``cells``), in the pool of `identifier` (a nib's cell may name none, as UIKit
  /// then gives it the identifier it was registered for).
  private func engineFactory(
    _ factory: @escaping @MainActor () -> any ReusableCellFacade, identifier: String
  ) -> @MainActor () -> ListCell {
    { [weak self] in
      let cell = factory()
      self?.cells.keep(cell)
      if let reusable = cell as? UICollectionReusableView {
        reusable.reuseIdentifier = identifier  // the engine cell's follows
      } else {
        cell.engineCell.changeReuseIdentifier(to: identifier)
      }
      return cell.engineCell
    }
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
    // Its pooled cells leave its pools, so that a cell the data source keeps can be shown by
    // the new list.
    for identifier in old.pooledCellCounts.keys {
      old.trimReusePool(withIdentifier: identifier, toCount: 0)
    }
    old.removeFromSuperview()
    newList.frame = old.frame
    newList.allowsMultipleSelection = old.allowsMultipleSelection
    for (identifier, factory) in factories {
      newList.register(
        forCellReuseIdentifier: identifier,
        factory: engineFactory(factory, identifier: identifier))
    }
    // The old list's cells go with it.
    cells = FacadeKeeper()
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
    for indexPath: ListIndexPath, request: () -> any ReusableCellFacade
  ) -> ListCell {
    requestedRows.append(indexPath)
    let start = dequeuedCells.count
    let cell = request()
    let result = take(cell)
    requestedRows.removeLast()
    // A dequeued cell the data source did not return is let go, unless the list still shows it
    // (a reconfigured row's cell).
    for dequeued in dequeuedCells[start...] where dequeued !== cell {
      if !dequeued.engineCell.isDisplayed && !dequeued.engineCell.isInReusePool {
        cells.release(dequeued)
      }
    }
    dequeuedCells.removeSubrange(start...)
    return result
  }

  /// The engine cell of `cell`, which the data source returned for a row: taken out of its reuse
  /// pool if it waits there, and kept with the list's cells.
  ///
  /// A cell the data source made itself instead of dequeuing it goes to the reuse queue of its
  /// identifier when it ends display, like any other; since the data source does not dequeue
  /// from that queue, the queue is emptied now, so that it does not grow with scrolling. A cell
  /// without an identifier is never reused.
  private func take(_ cell: any ReusableCellFacade) -> ListCell {
    let engineCell = cell.engineCell
    // A cell the data source keeps (a static cell, a cached one), pooled when it ended display,
    // is taken out of the pool, as UIKit takes it out of its reuse queue. (One pooled by
    // another list stays there, and the engine refuses it and reports it.)
    if engineCell.isInReusePool, list.withdrawFromReusePool(engineCell) {
      cells.keep(cell)
      return engineCell
    }
    if engineCell.isDisplayed || engineCell.isInReusePool {
      return engineCell  // the engine refuses it, and reports it
    }
    if !cells.keeps(cell) {
      // The engine cell's identifier: a nib's collection view cell is pooled by the one it was
      // registered for.
      for released in list.trimReusePool(withIdentifier: engineCell.reuseIdentifier, toCount: 0) {
        if let facade = UIView.facade(of: released) { cells.release(facade) }
      }
    }
    cells.keep(cell)
    return engineCell
  }

  /// The facades of the displayed cells, in row order.
  var visibleFacades: [any ReusableCellFacade] {
    list.visibleCells.compactMap { UIView.facade(of: $0) as? any ReusableCellFacade }
  }

  /// Brings every displayed facade's selection in line with its row's.
  func applySelectionToVisibleCells() {
    for cell in list.visibleCells {
      guard let facade = UIView.facade(of: cell) as? any ReusableCellFacade else { continue }
      facade.applySelection(cell.isSelected)
    }
  }

  /// The facade of the cell the engine returned, or a new cell from `makeCell` for an engine cell
  /// that has none (the engine's answer to a misuse it reported: an unregistered identifier, or
  /// a dequeue outside `cellForRowAt`). The data source returns that new cell, which the list
  /// then takes as a cell the data source made.
  func facade<Cell: ReusableCellFacade>(
    of cell: ListCell, orMake makeCell: () -> Cell
  ) -> Cell {
    if let facade = UIView.facade(of: cell) as? Cell {
      if !requestedRows.isEmpty { dequeuedCells.append(facade) }
      return facade
    }
    // A dequeue the engine refused (outside the data source's cell request: a test calling
    // `tableView(_:cellForRowAt:)` itself) still answers a new cell of the registered class or
    // nib, as UIKit does; it belongs to no list.
    if let factory = factories[cell.reuseIdentifier], let facade = factory() as? Cell {
      return facade
    }
    return makeCell()
  }
}
