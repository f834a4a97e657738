extension ListView {
  /// The frame of the row at `indexPath` in the list's content (UIKit's `rectForRow(at:)`):
  /// as wide (vertical) or as high (horizontal) as the list, at the row's offset along the axis,
  /// whether or not the row is displayed; `nil` when the list has no such row.
  ///
  /// - Complexity: O(log sections).
  public final func frameOfRow(at indexPath: ListIndexPath) -> Rect? {
    loadIfAwaitingFirstLoad()
    guard layout.contains(indexPath) else { return nil }
    return frame(ofGlobal: layout.global(indexPath))
  }

  /// The row whose frame contains the content offset `offset` along the axis (UIKit's
  /// `indexPathForRow(at:)`, reading the point's coordinate along the axis), `nil` beyond the
  /// rows or before them.
  ///
  /// - Complexity: O(log rows + log sections).
  public final func indexPathForRow(atOffset offset: Double) -> ListIndexPath? {
    loadIfAwaitingFirstLoad()
    guard let row = layout.row(containingOffset: offset) else { return nil }
    return layout.indexPath(ofGlobal: row)
  }
}

extension ListLayout {
  /// The global row whose extent `[start, end)` contains `offset`, `nil` outside every row (a
  /// zero-height row contains nothing).
  ///
  /// - Complexity: O(1) with a uniform height, O(log rows) otherwise.
  func row(containingOffset offset: Double) -> Int? {
    guard rowCount > 0, offset >= 0, offset < contentLength else { return nil }
    // (`offset < contentLength`: some row ends after `offset`, and a uniform height is not 0.)
    guard let prefix else {
      return Swift.min(Int((offset / rowHeight).rounded(.down)), rowCount - 1)
    }
    // The first row that ends after `offset`: the first end (`prefix[row + 1]`) above it.
    return Self.firstIndex(in: prefix, atLeast: offset.nextUp, limit: rowCount) - 1
  }
}
