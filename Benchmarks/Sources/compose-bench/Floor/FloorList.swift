import Compose

/// What the floor's list tells its delegate, as `UITableViewDelegate` does (called through the
/// protocol, as the list calls Compose's adapter).
protocol FloorListDelegate: AnyObject {
  func floorList(_ list: FloorList, cellForRow row: Int) -> FloorCell
  func floorList(_ list: FloorList, willDisplay cell: FloorCell, row: Int)
  func floorList(_ list: FloorList, didEndDisplaying cell: FloorCell, row: Int)
  func floorList(_ list: FloorList, willEnterPreloadRangeAt row: Int, inViewport: Bool)
}

/// The floor's list: a viewport of uniform rows over a row count, a contiguous run of displayed
/// cells, a preload range around it and one reuse pool: what `ListView` does when it scrolls.
final class FloorList: FloorView {
  let rowHeight: Double
  let length: Double
  let preloadRowCount: Int
  var rowCount = 0
  weak var delegate: (any FloorListDelegate)?
  private(set) var displayed: [FloorCell] = []
  private(set) var displayedStart = 0
  private var preload: ClosedRange<Int>?
  private var pool: [FloorCell] = []
  private(set) var cellsCreated = 0
  private var offset = 0.0

  init(rowHeight: Double, viewportRows: Int, preloadRowCount: Int) {
    self.rowHeight = rowHeight
    self.length = Double(viewportRows) * rowHeight
    self.preloadRowCount = preloadRowCount
    super.init()
  }

  /// Scrolls to `offset` and lays the rows out.
  func scroll(to offset: Double) {
    self.offset = Swift.min(
      Swift.max(offset, 0), Swift.max(0, Double(rowCount) * rowHeight - length))
    layoutRows()
  }

  /// A cell from the pool, or a new one.
  func dequeue() -> FloorCell {
    if let cell = pool.popLast() {
      cell.prepareForReuse()
      return cell
    }
    cellsCreated += 1
    return FloorCell()
  }

  private func visibleRows() -> ClosedRange<Int>? {
    guard rowCount > 0 else { return nil }
    let first = Int((offset / rowHeight).rounded(.down))
    let last = Swift.min(Int(((offset + length) / rowHeight).rounded(.up)) - 1, rowCount - 1)
    return first <= last ? first...last : nil
  }

  /// Ends the display of rows that left, moves the preload range, displays rows that entered.
  private func layoutRows() {
    guard let visible = visibleRows() else { return }
    var start = displayedStart
    if !displayed.isEmpty {
      let oldUpper = start + displayed.count - 1
      if visible.lowerBound <= oldUpper, visible.upperBound >= start {
        let leading = Swift.max(0, visible.lowerBound - start)
        let trailing = Swift.max(0, oldUpper - visible.upperBound)
        for index in 0..<leading { endDisplaying(displayed[index], row: start + index) }
        for index in (displayed.count - trailing)..<displayed.count {
          endDisplaying(displayed[index], row: start + index)
        }
        displayed.removeLast(trailing)
        displayed.removeFirst(leading)
        start += leading
      } else {
        for (index, cell) in displayed.enumerated() { endDisplaying(cell, row: start + index) }
        displayed.removeAll(keepingCapacity: true)
      }
    }
    let lower = visible.lowerBound - Swift.min(preloadRowCount, visible.lowerBound)
    let upper = visible.upperBound + Swift.min(preloadRowCount, rowCount - 1 - visible.upperBound)
    let old = preload
    preload = lower...upper
    for row in lower...upper where !(old?.contains(row) ?? false) {
      delegate?.floorList(self, willEnterPreloadRangeAt: row, inViewport: visible.contains(row))
    }
    if displayed.isEmpty { start = visible.lowerBound }
    let keptEnd = start + displayed.count
    if visible.lowerBound < start {
      for row in (visible.lowerBound..<start).reversed() { displayed.insert(display(row), at: 0) }
    }
    if keptEnd <= visible.upperBound {
      for row in keptEnd...visible.upperBound { displayed.append(display(row)) }
    }
    displayedStart = visible.lowerBound
  }

  private func display(_ row: Int) -> FloorCell {
    let cell = delegate?.floorList(self, cellForRow: row) ?? dequeue()
    cell.row = row
    cell.frame = Rect(x: 0, y: Double(row) * rowHeight, width: frame.size.width, height: rowHeight)
    addSubview(cell)
    delegate?.floorList(self, willDisplay: cell, row: row)
    return cell
  }

  private func endDisplaying(_ cell: FloorCell, row: Int) {
    delegate?.floorList(self, didEndDisplaying: cell, row: row)
    cell.row = -1
    cell.removeFromSuperview()
    pool.append(cell)
  }
}
