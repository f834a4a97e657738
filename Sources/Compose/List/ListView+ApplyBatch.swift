extension ListView {
  /// Applies a recorded batch to the displayed rows and the preload range (see
  /// ``performBatchUpdates(_:)`` for the order), or reloads when it does not check out.
  final func apply(_ batch: ListBatch) {
    let newLayout = readLayout()
    let mapping: ListBatchMapping
    switch ListBatchMapping.make(batch, old: layout, new: newLayout) {
    case .failure(let error):
      report(.invalidBatchUpdate, error.reason + "; the list reloads from the data source")
      endDisplayingAll()
      selectedRows.removeAll()
      layout = newLayout
      layoutRows()
      return
    case .success(let result):
      mapping = result
    }
    // Deleted and reloaded rows end display, by their old index paths.
    let cells = displayed
    displayed = []
    var survivors: [(row: Int, cell: ListCell, reconfigure: Bool)] = []
    for cell in cells {
      guard let indexPath = cell.indexPath else { continue }
      if let target = mapping.target(of: indexPath) {
        survivors.append((newLayout.global(target.indexPath), cell, target.reconfigure))
      } else {
        endDisplaying(cell)
      }
    }
    var exiting: [ListIndexPath] = []
    var keptPreload = Set<Int>()
    if let old = preloadRange {
      for row in old {
        let indexPath = layout.indexPath(ofGlobal: row)
        if let target = mapping.target(of: indexPath) {
          keptPreload.insert(newLayout.global(target.indexPath))
        } else {
          exiting.append(indexPath)
        }
      }
    }
    preloadRange = nil
    // Selection follows its row (the same mapping as the cells): deleted and reloaded rows, and
    // the rows of deleted or reloaded sections, lose it.
    selectedRows = Set(selectedRows.compactMap { mapping.target(of: $0)?.indexPath })
    layout = newLayout
    survivors.sort { $0.row < $1.row }
    for survivor in survivors {
      let indexPath = newLayout.indexPath(ofGlobal: survivor.row)
      survivor.cell.indexPath = indexPath
      survivor.cell.isSelected = selectedRows.contains(indexPath)
    }
    // Rows pushed out of the viewport end display, by their new index paths.
    let visible = visibleRows()
    var kept: [Int: ListCell] = [:]
    for survivor in survivors {
      if visible?.contains(survivor.row) == true {
        kept[survivor.row] = survivor.cell
      } else {
        endDisplaying(survivor.cell)
      }
    }
    // The preload range: exits (deleted first, then pushed out), then enters.
    let preload = preloadRows(around: visible)
    preloadRange = preload
    for indexPath in exiting { delegate?.listView(self, didExitPreloadRangeAt: indexPath) }
    for row in keptPreload.sorted() where !(preload?.contains(row) ?? false) {
      delegate?.listView(self, didExitPreloadRangeAt: newLayout.indexPath(ofGlobal: row))
    }
    if let preload {
      for row in preload where !keptPreload.contains(row) {
        delegate?.listView(self, willEnterPreloadRangeAt: newLayout.indexPath(ofGlobal: row))
      }
    }
    for survivor in survivors where survivor.reconfigure && kept[survivor.row] === survivor.cell {
      reconfigure(survivor.cell)
    }
    guard let visible else { return }
    var result: [ListCell] = []
    result.reserveCapacity(visible.count)
    for row in visible {
      if let cell = kept[row] {
        cell.setListFrame(frame(ofGlobal: row))
        cell.laidOutVersion = layoutVersion
        result.append(cell)
      } else {
        result.append(display(row: row))
      }
    }
    displayed = result
    displayedStart = visible.lowerBound
  }

  /// Runs the data source's `cellForRowAt` for a displayed cell's row, with dequeuing returning
  /// that cell. A different cell the data source made meanwhile goes to the pool.
  final func reconfigure(_ cell: ListCell) {
    guard let indexPath = cell.indexPath, let dataSource else { return }
    reconfiguring = (indexPath, cell)
    cellRequests += 1
    let returned = dataSource.listView(self, cellForRowAt: indexPath)
    cellRequests -= 1
    reconfiguring = nil
    if returned !== cell, !returned.isDisplayed, !returned.isPooled {
      enqueueForReuse(adopt(returned))
    }
  }
}
