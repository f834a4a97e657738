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

extension ListCell {
  /// The engine cell a table or collection view cell facade of class `facadeType` is made with:
  /// the list's cell itself, at `frame`, with a content view as large (the engine view of the
  /// facade's `contentView`), named after the facade's class as UIKit's view hierarchy names it,
  /// in the pool `reuseIdentifier` (`nil`: never reused).
  static func facadeCell(
    of facadeType: UIView.Type, reuseIdentifier: String?, frame: CGRect
  ) -> ListCell {
    let cell = ListCell(
      reuseIdentifier: reuseIdentifier ?? ListBridge.unreusedIdentifier,
      contentView: View(traceName: "contentView"))
    cell.traceName = String(describing: facadeType)
    cell.setFrameFittingContent(Rect(frame))
    return cell
  }

  /// Sets the frame and sizes the content view to it, as the list lays out a cell.
  func setFrameFittingContent(_ frame: Rect) {
    self.frame = frame
    contentView.frame = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
  }
}
