import Compose
import Foundation

extension UICollectionView {
  /// The work of the open `register` method of the same parameters (see its comment).
  func composeRegisterClass(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    let type = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
    bridge.register(identifier) { type.init(composeReuseIdentifier: identifier) }
  }

  /// A cell for the item at `indexPath` (UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`):
  /// a recycled one from the queue of `identifier`, after its
  /// ``UICollectionReusableView/prepareForReuse()``, or a new one of the registered class. Call it
  /// from `collectionView(_:cellForItemAt:)`.
  ///
  /// An identifier nothing was registered for, or a dequeue outside
  /// `collectionView(_:cellForItemAt:)`, is reported and answered with a plain cell, where UIKit
  /// raises an exception.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item the cell is for.
  /// - Returns: The cell.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = bridge.list.dequeueReusableCell(
      withIdentifier: identifier, for: indexPath.listIndexPath)
    return bridge.facade(of: cell) {
      UICollectionViewCell(composeReuseIdentifier: identifier)
    }
  }

  /// The number of sections, as last read from the data source (UIKit's `numberOfSections`).
  public var numberOfSections: Int { bridge.list.numberOfSections }

  /// The number of items in `section`, as last read from the data source (UIKit's
  /// `numberOfItems(inSection:)`); `0` out of range.
  ///
  /// - Parameter section: The section.
  public func numberOfItems(inSection section: Int) -> Int {
    bridge.list.numberOfRows(inSection: section)
  }

  /// The displayed cells, in item order (UIKit's `visibleCells`).
  public var visibleCells: [UICollectionViewCell] {
    bridge.visibleFacades.compactMap { $0 as? UICollectionViewCell }
  }

  /// The index paths of the displayed items, ascending; empty when none is (UIKit's
  /// `indexPathsForVisibleItems`, which does not promise an order).
  public var indexPathsForVisibleItems: [IndexPath] {
    bridge.list.indexPathsForVisibleRows.map(IndexPath.init)
  }

  /// The displayed cell of the item at `indexPath`, `nil` when it is not displayed (UIKit's
  /// `cellForItem(at:)`).
  ///
  /// - Parameter indexPath: The item.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    bridge.list.cellForRow(at: indexPath.listIndexPath).flatMap(
      UICollectionViewCell.facade(ofEngineCell:))
  }

  /// The item `cell` displays, `nil` when this collection view does not display it (UIKit's
  /// `indexPath(for:)`).
  ///
  /// - Parameter cell: The cell.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    bridge.list.indexPath(for: cell.engineCell).map(IndexPath.init)
  }
}
