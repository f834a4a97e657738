extension ListView {
  /// Applies the row and section changes made in `updates` as one update, after the data source
  /// changed its model the same way.
  ///
  /// Inside `updates`, call ``insertRows(at:)``, ``deleteRows(at:)``, ``moveRow(at:to:)``,
  /// ``reloadRows(at:)``, ``reconfigureRows(at:)`` and their section counterparts. Deletions,
  /// reloads, reconfigurations and move sources use index paths before the update; insertions
  /// and move destinations use index paths after it, as in UIKit.
  ///
  /// Effect on the displayed rows (contract §6), in this order: deleted and reloaded rows end
  /// display (by their old index paths); rows pushed out of the viewport end display; the
  /// preload range exits and enters; reconfigured rows are configured again in their own cell
  /// (the data source's `cellForRowAt` runs and dequeuing returns the displayed cell, with no
  /// display events); then inserted and reloaded rows, and rows pulled into the viewport, are
  /// displayed. Moved and unchanged rows keep their cell with no events.
  ///
  /// A change out of range or named twice, or counts that disagree with the data source after
  /// the update, are reported as ``Diagnostic/Code/invalidBatchUpdate`` and the list reloads from
  /// the data source instead (UIKit raises an exception).
  ///
  /// - Complexity: O(changes × log changes + sections + viewport), plus O(rows) with a
  ///   ``ListRowHeightDelegate``.
  public final func performBatchUpdates(_ updates: () -> Void) {
    if recordingBatch != nil {
      updates()
      return
    }
    recordingBatch = ListBatch()
    updates()
    let batch = recordingBatch ?? ListBatch()
    recordingBatch = nil
    guard hasLoadedData else { return requestPass(reload: true) }
    pendingBatches.append(batch)
    requestPass()
  }

  /// Inserts rows at these index paths (after the update).
  public final func insertRows(at indexPaths: [ListIndexPath]) {
    record { $0.insertedRows += indexPaths }
  }

  /// Deletes the rows at these index paths (before the update).
  public final func deleteRows(at indexPaths: [ListIndexPath]) {
    record { $0.deletedRows += indexPaths }
  }

  /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it). A displayed
  /// row keeps its cell, and a hosted child stays embedded, with no events.
  public final func moveRow(at indexPath: ListIndexPath, to newIndexPath: ListIndexPath) {
    record { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Reloads the rows at these index paths (before the update): a displayed one ends display
  /// and is displayed again with a cell from the data source.
  public final func reloadRows(at indexPaths: [ListIndexPath]) {
    record { $0.reloadedRows += indexPaths }
  }

  /// Configures the displayed rows at these index paths (before the update) again in their own
  /// cells: the data source's `cellForRowAt` runs and dequeuing returns the displayed cell. No
  /// display events; rows not displayed are ignored.
  public final func reconfigureRows(at indexPaths: [ListIndexPath]) {
    record { $0.reconfiguredRows += indexPaths }
  }

  /// Inserts these sections (indices after the update).
  public final func insertSections(_ sections: [Int]) {
    record { $0.insertedSections += sections }
  }

  /// Deletes these sections (indices before the update).
  public final func deleteSections(_ sections: [Int]) {
    record { $0.deletedSections += sections }
  }

  /// Moves a section with its rows, from `section` (before) to `newSection` (after).
  public final func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Reloads these sections (indices before the update): their displayed rows end display and
  /// the section's rows are read again.
  public final func reloadSections(_ sections: [Int]) {
    record { $0.reloadedSections += sections }
  }

  private func record(_ change: (inout ListBatch) -> Void) {
    performBatchUpdates {
      if var batch = recordingBatch {
        recordingBatch = nil
        change(&batch)
        recordingBatch = batch
      }
    }
  }
}
