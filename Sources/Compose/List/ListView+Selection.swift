extension ListView {
  /// The selected row, `nil` when none is (UIKit's `indexPathForSelectedRow`); with
  /// ``allowsMultipleSelection``, the first selected row in index-path order.
  public final var indexPathForSelectedRow: ListIndexPath? { selectedRows.min() }

  /// The selected rows in ascending index-path order, `nil` when none is (UIKit's
  /// `indexPathsForSelectedRows`, which also answers `nil` rather than an empty array).
  public final var indexPathsForSelectedRows: [ListIndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects the row at `indexPath`, as code does, without telling the delegate (UIKit's
  /// `selectRow(at:animated:scrollPosition:)`, which sends no `willSelectRowAt` or
  /// `didSelectRowAt`).
  ///
  /// Without ``allowsMultipleSelection`` the row selected before is deselected (again without
  /// the delegate hearing of it). `nil` clears the selection. The displayed cell of the row, if
  /// any, reports ``ListCell/isSelected``; a row not displayed keeps its selection until it is
  /// displayed. The selection belongs to the row: it moves with the row in a batch update, and a
  /// delete, a reload of the row or its section, or ``reloadData()`` clears it.
  ///
  /// - Parameters:
  ///   - indexPath: The row to select, or `nil` to deselect every row.
  ///   - animated: Ignored: the list has no animations; everything happens at once.
  ///   - scrollPosition: Where to scroll the row to, as ``scrollToRow(at:at:animated:)`` does;
  ///     `.none` scrolls nothing, as UIKit documents for this method.
  /// - Returns: `nil` on success, or ``Diagnostic/Code/rowOutOfRange`` when `indexPath` is not a
  ///   row of the list (nothing changes then).
  @discardableResult
  public final func selectRow(
    at indexPath: ListIndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) -> Diagnostic? {
    loadDataIfNeeded()
    guard let indexPath else {
      setSelection([])
      return nil
    }
    guard layout.contains(indexPath) else {
      return report(
        .rowOutOfRange,
        "selectRow(at: \(indexPath)) in a list of \(layout.rowCounts) rows per section")
    }
    setSelection(allowsMultipleSelection ? selectedRows.union([indexPath]) : [indexPath])
    if scrollPosition != .none {
      scroll(to: offset(showing: indexPath, at: scrollPosition))
    }
    return nil
  }

  /// Deselects the row at `indexPath`, as code does, without telling the delegate (UIKit's
  /// `deselectRow(at:animated:)`). A row that is not selected, or not in the list, is left alone.
  ///
  /// - Parameters:
  ///   - indexPath: The row to deselect.
  ///   - animated: Ignored: the list has no animations.
  public final func deselectRow(at indexPath: ListIndexPath, animated: Bool) {
    guard selectedRows.contains(indexPath) else { return }
    setSelection(selectedRows.subtracting([indexPath]))
  }

  /// Taps the row at `indexPath` as a user would: not UIKit API, but what UIKit does when a
  /// finger lifts on a row.
  ///
  /// Without ``allowsMultipleSelection``: the selection becomes this row, then the delegate hears
  /// `listView(_:didDeselectRowAt:)` for the row that lost the selection (if any), then
  /// `listView(_:didSelectRowAt:)` for this one (again when it was selected already, as in
  /// UIKit). With ``allowsMultipleSelection``: a row that is not selected is added to the
  /// selection and the delegate hears `didSelectRowAt`; a selected row is deselected and the
  /// delegate hears `didDeselectRowAt`. The selection has changed already when the delegate is
  /// called. A tap scrolls nothing. (`willSelectRowAt` and `willDeselectRowAt` are not modelled.)
  ///
  /// - Parameter indexPath: The row to tap.
  /// - Returns: `nil` on success, or ``Diagnostic/Code/rowOutOfRange`` when `indexPath` is not a
  ///   row of the list (nothing changes and the delegate hears nothing).
  @discardableResult
  public final func simulateTap(at indexPath: ListIndexPath) -> Diagnostic? {
    loadDataIfNeeded()
    guard layout.contains(indexPath) else {
      return report(
        .rowOutOfRange,
        "simulateTap(at: \(indexPath)) in a list of \(layout.rowCounts) rows per section")
    }
    if allowsMultipleSelection {
      if selectedRows.contains(indexPath) {
        setSelection(selectedRows.subtracting([indexPath]))
        delegate?.listView(self, didDeselectRowAt: indexPath)
      } else {
        setSelection(selectedRows.union([indexPath]))
        delegate?.listView(self, didSelectRowAt: indexPath)
      }
      return nil
    }
    let deselected = selectedRows.subtracting([indexPath]).sorted()
    setSelection([indexPath])
    for row in deselected { delegate?.listView(self, didDeselectRowAt: row) }
    delegate?.listView(self, didSelectRowAt: indexPath)
    return nil
  }

  /// Replaces the selection and updates the displayed cells whose state changed.
  final func setSelection(_ rows: Set<ListIndexPath>) {
    let changed = selectedRows.symmetricDifference(rows)
    selectedRows = rows
    for indexPath in changed {
      cellForRow(at: indexPath)?.isSelected = rows.contains(indexPath)
    }
  }
}
