import Compose
import Foundation

/// A UIKit-named cell (``UITableViewCell``, ``UICollectionViewCell``): its engine view is the
/// `ListCell` an engine list shows.
@preconcurrency @MainActor
protocol ReusableCellFacade: UIView {
  /// Called when the engine takes the box from its reuse pool.
  func prepareForReuse()
  /// Brings the cell's selection in line with its row's (`setSelected(_:animated:)` for a table
  /// cell).
  func applySelection(_ selected: Bool)
}

extension ReusableCellFacade {
  /// The engine cell: this cell's engine view, which its initializers make a `ListCell`.
  var engineCell: ListCell {
    // Every initializer of a table or collection view cell makes its engine view a `ListCell`.
    unsafeDowncast(composeView, to: ListCell.self)
  }

  /// The facade of `cell`, when it is a table or collection view cell's engine cell.
  static func facade(ofEngineCell cell: ListCell) -> Self? {
    UIView.facade(of: cell) as? Self
  }
}
