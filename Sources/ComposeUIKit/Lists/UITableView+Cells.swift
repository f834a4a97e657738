import Compose
import Foundation

extension UITableView {
  /// The work of the open `register` method of the same parameters (see its comment).
  func composeRegisterClass(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    let type = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self
    bridge.register(identifier) { type.init(composeReuseIdentifier: identifier) }
  }

  /// A cell for the row at `indexPath` (UIKit's `dequeueReusableCell(withIdentifier:for:)`): a
  /// recycled one from the queue of `identifier`, after its
  /// ``UITableViewCell/prepareForReuse()``, or a new one of the registered class. Call it from
  /// `tableView(_:cellForRowAt:)`.
  ///
  /// An identifier nothing was registered for is reported (`Diagnostic.Code.unregisteredReuseIdentifier`)
  /// and answered with a plain cell, where UIKit raises an exception; dequeuing outside
  /// `tableView(_:cellForRowAt:)` is reported (`Diagnostic.Code.dequeueOutsideCellForRow`) and
  /// answered with a cell that belongs to no table.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: The cell.
  public func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = bridge.list.dequeueReusableCell(
      withIdentifier: identifier, for: indexPath.listIndexPath)
    return bridge.facade(of: cell) {
      UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
  }

  /// A recycled cell of `identifier`, or a new one when a class is registered for it, else `nil`
  /// (UIKit's `dequeueReusableCell(withIdentifier:)`), for the row whose
  /// `tableView(_:cellForRowAt:)` is running. The classic pattern works: when it returns `nil`,
  /// make a cell with `UITableViewCell(style:reuseIdentifier:)`; the table recycles it later.
  ///
  /// Called outside `tableView(_:cellForRowAt:)`, it is reported as
  /// `Diagnostic.Code.dequeueOutsideCellForRow` and answers a cell that belongs to no table.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: A cell, or `nil` when none can be dequeued.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let row = bridge.requestedRows.last else {
      return dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }
    guard bridge.canDequeue(identifier) else { return nil }
    return dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row))
  }

  /// The number of sections, as last read from the data source (UIKit's `numberOfSections`).
  public var numberOfSections: Int { bridge.list.numberOfSections }

  /// The number of rows in `section`, as last read from the data source (UIKit's
  /// `numberOfRows(inSection:)`); `0` out of range.
  ///
  /// - Parameter section: The section.
  public func numberOfRows(inSection section: Int) -> Int {
    bridge.list.numberOfRows(inSection: section)
  }

  /// The displayed cells, in row order (UIKit's `visibleCells`).
  public var visibleCells: [UITableViewCell] {
    bridge.visibleFacades.compactMap { $0 as? UITableViewCell }
  }

  /// The index paths of the displayed rows, ascending, or `nil` when no row is displayed (UIKit's
  /// `indexPathsForVisibleRows`).
  public var indexPathsForVisibleRows: [IndexPath]? {
    let rows = bridge.list.indexPathsForVisibleRows
    return rows.isEmpty ? nil : rows.map(IndexPath.init)
  }

  /// The displayed cell of the row at `indexPath`, `nil` when the row is not displayed (UIKit's
  /// `cellForRow(at:)`).
  ///
  /// - Parameter indexPath: The row.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    bridge.list.cellForRow(at: indexPath.listIndexPath).flatMap(
      UITableViewCell.facade(ofEngineCell:))
  }

  /// The row `cell` displays, `nil` when this table does not display it (UIKit's
  /// `indexPath(for:)`).
  ///
  /// - Parameter cell: The cell.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    bridge.list.indexPath(for: cell.engineCell).map(IndexPath.init)
  }
}
