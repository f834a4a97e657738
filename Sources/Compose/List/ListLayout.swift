/// Where a list's rows are along its axis, numbered globally across sections (section 0's rows
/// first, then section 1's, ...).
///
/// With a uniform row height every position is arithmetic: O(1) memory and time whatever the
/// row count. With per-row heights it keeps prefix sums: O(rows) memory, built once per reload or
/// batch update, and O(log rows) lookups.
struct ListLayout {
  /// The number of rows before each section, plus the total at the end.
  private(set) var sectionStarts: [Int] = [0]
  /// The uniform row height, used when `prefix` is `nil`.
  private(set) var rowHeight: Double = 44
  /// `prefix[g]`: where global row `g` starts; `prefix[rowCount]` is the content length.
  private(set) var prefix: [Double]?

  init() {}

  init(rowCounts: [Int], rowHeight: Double, heights: [Double]?) {
    sectionStarts.reserveCapacity(rowCounts.count + 1)
    for count in rowCounts { sectionStarts.append(sectionStarts[sectionStarts.count - 1] + count) }
    self.rowHeight = rowHeight
    if let heights {
      var sums = [Double](repeating: 0, count: heights.count + 1)
      for (row, height) in heights.enumerated() { sums[row + 1] = sums[row] + height }
      prefix = sums
    }
  }

  /// Changes the uniform height (ignored with per-row heights).
  mutating func setUniformRowHeight(_ height: Double) { rowHeight = height }

  var sectionCount: Int { sectionStarts.count - 1 }
  var rowCount: Int { sectionStarts[sectionStarts.count - 1] }

  func rowCount(inSection section: Int) -> Int {
    sectionStarts[section + 1] - sectionStarts[section]
  }

  var rowCounts: [Int] { (0..<sectionCount).map(rowCount(inSection:)) }

  func contains(_ indexPath: ListIndexPath) -> Bool {
    (0..<sectionCount).contains(indexPath.section)
      && (0..<rowCount(inSection: indexPath.section)).contains(indexPath.row)
  }

  func global(_ indexPath: ListIndexPath) -> Int {
    sectionStarts[indexPath.section] + indexPath.row
  }

  /// - Complexity: O(log sections).
  func indexPath(ofGlobal row: Int) -> ListIndexPath {
    var low = 0
    var high = sectionCount - 1
    while low < high {  // the last section whose start is <= row, skipping empty ones
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= row { low = middle } else { high = middle - 1 }
    }
    return ListIndexPath(row: row - sectionStarts[low], section: low)
  }

  var contentLength: Double { prefix?[rowCount] ?? Double(rowCount) * rowHeight }

  func start(ofGlobal row: Int) -> Double { prefix?[row] ?? Double(row) * rowHeight }

  func height(ofGlobal row: Int) -> Double {
    prefix.map { $0[row + 1] - $0[row] } ?? rowHeight
  }

  /// The global rows that intersect `[offset, offset + length)`, or `nil` when none does.
  /// A zero-height row counts when it starts inside the range.
  ///
  /// - Complexity: O(1) with a uniform height, O(log rows) otherwise.
  func rows(inOffset offset: Double, length: Double) -> ClosedRange<Int>? {
    guard rowCount > 0, length > 0 else { return nil }
    let end = offset + length
    let first: Int
    let last: Int
    if let prefix {
      first = Self.firstVisibleRow(in: prefix, from: offset, rowCount: rowCount)
      last = Self.firstIndex(in: prefix, atLeast: end, limit: rowCount) - 1
    } else {
      // Clamped in floating point first: a tiny height or a huge viewport must not overflow.
      let lastRow = Double(rowCount - 1)
      first = Int(Swift.min((Swift.max(offset, 0) / rowHeight).rounded(.down), lastRow + 1))
      last = Int(Swift.max(Swift.min((end / rowHeight).rounded(.up) - 1, lastRow), -1))
    }
    let lower = Swift.max(first, 0)
    let upper = Swift.min(last, rowCount - 1)
    guard lower <= upper, start(ofGlobal: lower) < end else { return nil }
    return lower...upper
  }

  /// The first row that ends after `offset` or starts at or after it (so a zero-height row at
  /// `offset` counts); `rowCount` when none.
  private static func firstVisibleRow(in prefix: [Double], from offset: Double, rowCount: Int)
    -> Int
  {
    var low = 0
    var high = rowCount
    while low < high {
      let middle = (low + high) / 2
      if prefix[middle + 1] > offset || prefix[middle] >= offset {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  /// The smallest `i` in `0...limit` with `values[i] >= value` (`limit` when none).
  static func firstIndex(in values: [Double], atLeast value: Double, limit: Int) -> Int {
    var low = 0
    var high = limit
    while low < high {
      let middle = (low + high) / 2
      if values[middle] >= value { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
