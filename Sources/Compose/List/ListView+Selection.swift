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
  /// finger lifts on a row (contract §6).
  ///
  /// The delegate is asked and told as UIKit documents for `UITableViewDelegate`:
  ///
  /// ```text
  /// single selection:    willSelectRowAt(new) → the row to select, or nil (stop);
  ///                      for the row selected before (if another):
  ///                        willDeselectRowAt(old) → the row to deselect, or nil (keep it),
  ///                        didDeselectRowAt(old)   (it is deselected already);
  ///                      didSelectRowAt(new)       (it is selected already)
  /// multiple selection:  a row not selected: willSelectRowAt, didSelectRowAt;
  ///                      a selected row: willDeselectRowAt, didDeselectRowAt
  /// ```
  ///
  /// A `will*` answer may redirect the tap to another row of the list; an answer outside the
  /// list is reported (``Diagnostic/Code/rowOutOfRange``) and the tap stops there. A row kept
  /// selected by a `nil` from `willDeselectRowAt` stays selected beside the new one, as in UIKit.
  /// Tapping the selected row again in single selection selects it again (`didSelectRowAt`).
  /// A tap scrolls nothing. ``selectRow(at:animated:scrollPosition:)`` and
  /// ``deselectRow(at:animated:)`` call none of these, as in UIKit.
  ///
  /// - Parameter indexPath: The row to tap.
  /// - Returns: `nil` on success, or ``Diagnostic/Code/rowOutOfRange`` when `indexPath` (or a
  ///   delegate's redirection) is not a row of the list.
  @discardableResult
  public final func simulateTap(at indexPath: ListIndexPath) -> Diagnostic? {
    loadDataIfNeeded()
    guard layout.contains(indexPath) else {
      return report(
        .rowOutOfRange,
        "simulateTap(at: \(indexPath)) in a list of \(layout.rowCounts) rows per section")
    }
    if allowsMultipleSelection, selectedRows.contains(indexPath) {
      return tapDeselect(indexPath)
    }
    let asked = delegate.map { $0.listView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = asked else { return nil }
    if let diagnostic = checkAnswer(target, to: "willSelectRowAt", for: indexPath) {
      return diagnostic
    }
    if !allowsMultipleSelection {
      for old in selectedRows.sorted() where old != target && selectedRows.contains(old) {
        if let diagnostic = tapDeselect(old) { return diagnostic }
      }
    }
    // A hook may have changed the rows meanwhile (reloaded the data, say).
    guard layout.contains(target) else { return nil }
    setSelection(selectedRows.union([target]))
    delegate?.listView(self, didSelectRowAt: target)
    return nil
  }

  /// The deselecting half of a tap: `willDeselectRowAt(row)`, then the row it answers deselected
  /// and `didDeselectRowAt` (nothing when it answers `nil` or a row that is not selected).
  private func tapDeselect(_ row: ListIndexPath) -> Diagnostic? {
    let asked = delegate.map { $0.listView(self, willDeselectRowAt: row) } ?? row
    guard let target = asked else { return nil }
    if let diagnostic = checkAnswer(target, to: "willDeselectRowAt", for: row) {
      return diagnostic
    }
    guard selectedRows.contains(target) else { return nil }
    setSelection(selectedRows.subtracting([target]))
    delegate?.listView(self, didDeselectRowAt: target)
    return nil
  }

  /// A delegate's redirection outside the list, reported.
  private func checkAnswer(
    _ answer: ListIndexPath, to question: String, for row: ListIndexPath
  ) -> Diagnostic? {
    guard !layout.contains(answer) else { return nil }
    return report(
      .rowOutOfRange,
      "\(question)(\(row)) answered \(answer), outside a list of \(layout.rowCounts) rows per "
        + "section")
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
