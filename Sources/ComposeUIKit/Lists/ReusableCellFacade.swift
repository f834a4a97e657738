import Compose
import Foundation

/// A UIKit-named cell (``UITableViewCell``, ``UICollectionViewCell``) that an engine list shows
/// through a ``CellBox``.
@preconcurrency @MainActor
protocol ReusableCellFacade: UIView {
  /// The box that shows this cell in an engine list; weak, the box owns the cell.
  var cellBox: CellBox? { get set }
  /// Called when the engine takes the box from its reuse pool.
  func prepareForReuse()
  /// Brings the cell's selection in line with its row's (`setSelected(_:animated:)` for a table
  /// cell).
  func applySelection(_ selected: Bool)
}
