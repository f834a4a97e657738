extension ListView {
  /// Brings the displayed cells and the preload range in line with the viewport: rows that left
  /// end display (top to bottom), rows that left the preload range exit it, rows that entered it
  /// enter it, then the rows that entered the viewport are displayed (top to bottom).
  ///
  /// - Complexity: O(rows that left + rows that entered) plus O(log rows) to find the viewport;
  ///   O(displayed rows) more only after the layout changed (their frames are set again).
  final func layoutRows() {
    let visible = visibleRows()
    let preload = preloadRows(around: visible)
    // The displayed cells move out of `displayed` for the pass (so `visibleCells` is empty while
    // callbacks run) and are trimmed and extended in place: a one-row scroll touches two cells.
    var cells: [ListCell] = []
    swap(&cells, &displayed)
    var start = displayedStart
    if !cells.isEmpty {
      let oldUpper = start + cells.count - 1
      if let visible, visible.lowerBound <= oldUpper, visible.upperBound >= start {
        let leading = Swift.max(0, visible.lowerBound - start)
        let trailing = Swift.max(0, oldUpper - visible.upperBound)
        // A one-row scroll ends one cell's display: it is taken out of `cells` first, so that
        // the array's reference to it moves on to the reuse pool (a copy of a cell costs a
        // retain and a release on the runtime's slow path). `remove(at:)` shifts in place, where
        // `removeFirst(_:)` runs the generic `replaceSubrange`.
        if leading == 1 {
          endDisplaying(cells.remove(at: 0))
        } else if leading > 1 {
          for cell in cells[..<leading] { endDisplaying(cell) }
          cells.removeFirst(leading)
        }
        if trailing == 1 {
          endDisplaying(cells.removeLast())
        } else if trailing > 1 {
          for cell in cells[(cells.count - trailing)...] { endDisplaying(cell) }
          cells.removeLast(trailing)
        }
        start += leading
      } else {
        for cell in cells { endDisplaying(cell) }
        cells.removeAll(keepingCapacity: true)
      }
    }
    updatePreloadRange(to: preload, exiting: [])
    guard let visible else { return }
    if cells.isEmpty { start = visible.lowerBound }
    // Cells are laid out together: after a layout change none is current.
    if !cells.isEmpty && cells[0].laidOutVersion != layoutVersion {
      for (offset, cell) in cells.enumerated() {
        cell.setListFrame(frame(ofGlobal: start + offset))
        cell.laidOutVersion = layoutVersion
      }
    }
    let keptEnd = start + cells.count
    if visible.lowerBound < start {
      var leading: [ListCell] = []
      leading.reserveCapacity(start - visible.lowerBound)
      for row in visible.lowerBound..<start { leading.append(display(row: row)) }
      cells.insert(contentsOf: leading, at: 0)
    }
    if keptEnd <= visible.upperBound {
      for row in keptEnd...visible.upperBound { cells.append(display(row: row)) }
    }
    displayed = consume cells
    displayedStart = visible.lowerBound
  }

  /// Moves the preload range to `new`: exits (ascending, after those listed in `exiting`, which
  /// left by a batch update and are named by their old index paths), then enters (ascending).
  final func updatePreloadRange(to new: ClosedRange<Int>?, exiting: [ListIndexPath]) {
    let old = preloadRange
    preloadRange = new
    for indexPath in exiting { delegate?.listView(self, didExitPreloadRangeAt: indexPath) }
    if let old {
      let (before, after) = Self.rows(of: old, outside: new)
      for row in before {
        delegate?.listView(self, didExitPreloadRangeAt: layout.indexPath(ofGlobal: row))
      }
      for row in after {
        delegate?.listView(self, didExitPreloadRangeAt: layout.indexPath(ofGlobal: row))
      }
    }
    if let new {
      let (before, after) = Self.rows(of: new, outside: old)
      for row in before {
        delegate?.listView(self, willEnterPreloadRangeAt: layout.indexPath(ofGlobal: row))
      }
      for row in after {
        delegate?.listView(self, willEnterPreloadRangeAt: layout.indexPath(ofGlobal: row))
      }
    }
  }

  /// The rows of `range` not in `other`, ascending, as the run before `other` and the run after
  /// it (either may be empty): a one-row scroll visits the two rows that changed, not the range.
  static func rows(of range: ClosedRange<Int>, outside other: ClosedRange<Int>?) -> (
    before: Range<Int>, after: Range<Int>
  ) {
    let all = range.lowerBound..<(range.upperBound + 1)
    guard let other, range.overlaps(other) else { return (all, all.upperBound..<all.upperBound) }
    let before = range.lowerBound..<Swift.max(range.lowerBound, other.lowerBound)
    let after = Swift.min(other.upperBound + 1, all.upperBound)..<all.upperBound
    return (before, after)
  }

  /// Asks the data source for the row's cell, places it and sends `willDisplay`.
  final func display(row: Int) -> ListCell {
    let indexPath = layout.indexPath(ofGlobal: row)
    cellRequests += 1
    var cell =
      dataSource?.listView(self, cellForRowAt: indexPath) ?? adopt(ListCell(reuseIdentifier: ""))
    cellRequests -= 1
    if cell.isDisplayed || cell.isPooled {
      report(
        .cellAlreadyInUse,
        "the data source returned \(cell.reference) for row \(indexPath) while it is "
          + (cell.isDisplayed
            ? "displayed at \(cell.indexPath.map(String.init(describing:)) ?? "?")"
            : "in a reuse pool")
          + "; a plain cell is displayed instead")
      cell = adopt(ListCell(reuseIdentifier: cell.reuseIdentifier))
    } else if cell.number == 0 {
      cell = adopt(cell)
    }
    cell.indexPath = indexPath
    cell.isSelected = selectedRows.contains(indexPath)
    cell.setListFrame(frame(ofGlobal: row))
    cell.laidOutVersion = layoutVersion
    // `add`, not `addSubview`: no optional diagnostic to drop (see `View.add(_:)`).
    if !add(cell) { reportCycle(adding: cell) }
    emit(.cellWillDisplay(cell: cell.reference, indexPath: indexPath), cell: cell)
    delegate?.listView(self, willDisplay: cell, forRowAt: indexPath)
    return cell
  }

  /// Sends `didEndDisplaying` (the cell still placed), removes the cell and pools it: the
  /// caller's reference to the cell moves on to the pool.
  final func endDisplaying(_ cell: consuming ListCell) {
    guard let indexPath = cell.indexPath else { return }
    emit(.cellDidEndDisplaying(cell: cell.reference, indexPath: indexPath), cell: cell)
    delegate?.listView(self, didEndDisplaying: cell, forRowAt: indexPath)
    cell.indexPath = nil
    cell.isSelected = false
    cell.removeFromSuperview()
    enqueueForReuse(cell)
  }

  /// Ends the display of every displayed row (top to bottom) and empties the preload range.
  final func endDisplayingAll() {
    let cells = displayed
    displayed = []
    for cell in cells { endDisplaying(cell) }
    updatePreloadRange(to: nil, exiting: [])
  }

  /// The frame of a global row in the list's content.
  final func frame(ofGlobal row: Int) -> Rect {
    let start = layout.start(ofGlobal: row)
    let length = layout.height(ofGlobal: row)
    switch axis {
    case .vertical: return Rect(x: 0, y: start, width: frameStorage.size.width, height: length)
    case .horizontal: return Rect(x: start, y: 0, width: length, height: frameStorage.size.height)
    }
  }

  /// Reports `kind` on the component whose view encloses the list, if its window is observed.
  final func emit(_ kind: @autoclosure () -> LifecycleEvent.Kind, cell: ListCell) {
    guard let (component, context) = observation() else { return }
    context.emit(component, kind(), cell: cell)
  }

  /// The component whose view encloses the list and its window's context, when that window is
  /// observed.
  final func observation() -> (component: Component, context: WindowContext)? {
    guard let component = enclosingComponent, let context = component.context, context.isObserved
    else { return nil }
    return (component, context)
  }
}
