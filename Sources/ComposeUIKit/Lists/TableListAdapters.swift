import Compose
import Foundation

/// The engine data source of a ``UITableView``: asks the table's UIKit data source, mapping
/// index paths and cells.
@preconcurrency @MainActor
final class TableDataSourceAdapter: ListDataSource {
  /// The table; weak, the table owns this adapter.
  weak var table: UITableView?

  func numberOfSections(in listView: ListView) -> Int {
    guard let table, let dataSource = table.dataSource else { return 0 }
    return dataSource.numberOfSections(in: table)
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    guard let table, let dataSource = table.dataSource else { return 0 }
    return dataSource.tableView(table, numberOfRowsInSection: section)
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    guard let table, let dataSource = table.dataSource else {
      return ListCell(reuseIdentifier: ListBridge.unreusedIdentifier)
    }
    return table.bridge.cell(for: indexPath) {
      dataSource.tableView(table, cellForRowAt: IndexPath(indexPath))
    }
  }
}

/// The engine delegate of a ``UITableView``: tells the table's UIKit delegate of display and
/// selection. ``TableRowHeightAdapter`` also gives the engine each row's height.
@preconcurrency @MainActor
class TableDelegateAdapter: ListDelegate {
  /// The table; weak, the table owns this adapter.
  weak var table: UITableView?

  func listView(
    _ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {
    guard let table, let facade = UITableViewCell.facade(ofEngineCell: cell) else { return }
    facade.applySelection(cell.isSelected)
    table.delegate?.tableView(table, willDisplay: facade, forRowAt: IndexPath(indexPath))
  }

  func listView(
    _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {
    guard let table, let facade = UITableViewCell.facade(ofEngineCell: cell) else { return }
    table.delegate?.tableView(table, didEndDisplaying: facade, forRowAt: IndexPath(indexPath))
  }

  func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath) -> ListIndexPath? {
    guard let table, let delegate = table.delegate else { return indexPath }
    return delegate.tableView(table, willSelectRowAt: IndexPath(indexPath))?.listIndexPath
  }

  func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath)
    -> ListIndexPath?
  {
    guard let table, let delegate = table.delegate else { return indexPath }
    return delegate.tableView(table, willDeselectRowAt: IndexPath(indexPath))?.listIndexPath
  }

  func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
    guard let table else { return }
    table.bridge.applySelectionToVisibleCells()
    // A storyboard prototype cell's segue is performed, the cell as sender, when the user
    // selects its row; before the delegate is told.
    if let cell = table.cellForRow(at: IndexPath(indexPath)) {
      table.performArchiveSegues(ofSelected: [cell])
    }
    table.delegate?.tableView(table, didSelectRowAt: IndexPath(indexPath))
  }

  func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) {
    guard let table else { return }
    table.bridge.applySelectionToVisibleCells()
    table.delegate?.tableView(table, didDeselectRowAt: IndexPath(indexPath))
  }

}

/// The engine delegate of a ``UITableView`` that has a UIKit delegate: it also gives each row's
/// height from `tableView(_:heightForRowAt:)` (O(rows) at each load and batch update). A delegate
/// that only has the protocol's default height hands the table back to the uniform layout at its
/// first answer.
@preconcurrency @MainActor
final class TableRowHeightAdapter: TableDelegateAdapter, ListRowHeightDelegate {
  func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double {
    guard let table else { return Double(UITableView.standardRowHeight) }
    guard let delegate = table.delegate else {
      return Double(UITableView.effectiveHeight(table.rowHeight))
    }
    table.delegateUsedDefaultRowHeight = false
    let height = delegate.tableView(table, heightForRowAt: IndexPath(indexPath))
    if table.delegateUsedDefaultRowHeight { table.delegateHasNoRowHeights() }
    return Double(
      height == UITableView.automaticDimension
        ? UITableView.effectiveHeight(table.rowHeight) : height)
  }
}
