import Compose

extension ListBridge {
  /// What a prefetching data source is told after the list scrolled from `oldOffset`: the rows
  /// within one viewport beyond the displayed ones, in the direction of the scroll, nearest
  /// first, that were not asked for before (`prefetch`), and the rows asked for before that are
  /// now neither displayed nor in that window (`cancel`, ascending). A displayed row that was
  /// asked for is forgotten, neither cancelled nor asked again.
  ///
  /// - Complexity: O(rows in one viewport + pending rows).
  func prefetchChanges(scrolledFrom oldOffset: Double) -> (
    prefetch: [ListIndexPath], cancel: [ListIndexPath]
  ) {
    let visible = list.indexPathsForVisibleRows
    let offset = list.contentOffset
    let length = list.viewportLength
    var window: [ListIndexPath] = []
    if let first = visible.first, let last = visible.last, length > 0, offset != oldOffset {
      if offset > oldOffset {
        var next = row(after: last)
        while let row = next, let start = leadingEdge(of: row), start < offset + 2 * length {
          window.append(row)
          next = self.row(after: row)
        }
      } else {
        var previous = row(before: first)
        while let row = previous, let end = trailingEdge(of: row), end > offset - length {
          window.append(row)
          previous = self.row(before: row)
        }
      }
    }
    let asked = Set(pendingPrefetches)
    let kept = Set(window).union(visible)
    let cancel = pendingPrefetches.filter { !kept.contains($0) }.sorted()
    pendingPrefetches = window
    return (window.filter { !asked.contains($0) }, cancel)
  }

  /// The row after `indexPath`, across sections (empty ones skipped), `nil` after the last.
  private func row(after indexPath: ListIndexPath) -> ListIndexPath? {
    if indexPath.row + 1 < list.numberOfRows(inSection: indexPath.section) {
      return ListIndexPath(row: indexPath.row + 1, section: indexPath.section)
    }
    var section = indexPath.section + 1
    while section < list.numberOfSections {
      if list.numberOfRows(inSection: section) > 0 {
        return ListIndexPath(row: 0, section: section)
      }
      section += 1
    }
    return nil
  }

  /// The row before `indexPath`, across sections (empty ones skipped), `nil` before the first.
  private func row(before indexPath: ListIndexPath) -> ListIndexPath? {
    if indexPath.row > 0 {
      return ListIndexPath(row: indexPath.row - 1, section: indexPath.section)
    }
    var section = indexPath.section - 1
    while section >= 0 {
      let rows = list.numberOfRows(inSection: section)
      if rows > 0 { return ListIndexPath(row: rows - 1, section: section) }
      section -= 1
    }
    return nil
  }

  /// Where the row starts along the list's axis.
  private func leadingEdge(of indexPath: ListIndexPath) -> Double? {
    list.frameOfRow(at: indexPath).map { list.axis == .vertical ? $0.origin.y : $0.origin.x }
  }

  /// Where the row ends along the list's axis.
  private func trailingEdge(of indexPath: ListIndexPath) -> Double? {
    list.frameOfRow(at: indexPath).map {
      list.axis == .vertical ? $0.origin.y + $0.size.height : $0.origin.x + $0.size.width
    }
  }
}
