import Compose
import Foundation

/// The engine cell that shows a UIKit-named cell: the facade's view is its content view's only
/// subview, filling it, and the box owns the facade.
///
/// The engine numbers, pools, displays and recycles the box (contract §6); the box forwards
/// `prepareForReuse()` to the facade, so a UIKit cell subclass's override runs when its cell is
/// dequeued again, before the data source configures it.
@preconcurrency @MainActor
final class CellBox: ListCell {
  /// The UIKit-named cell; strong.
  let facade: any ReusableCellFacade

  /// A box for `facade`, in the reuse pool `reuseIdentifier`.
  init(facade: any ReusableCellFacade, reuseIdentifier: String) {
    self.facade = facade
    super.init(reuseIdentifier: reuseIdentifier)
    facade.cellBox = self
    contentView.addSubview(facade.composeView)
  }

  /// A box for a plain table cell (the engine's registration by type; the facade registers
  /// factories instead).
  required convenience init(reuseIdentifier: String) {
    self.init(
      facade: UITableViewCell(style: .default, reuseIdentifier: reuseIdentifier),
      reuseIdentifier: reuseIdentifier)
  }

  override func prepareForReuse() {
    facade.prepareForReuse()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    fitFacade()
  }

  /// Sizes the content view and the facade to the box, as UIKit sizes a cell to its row.
  func fitFacade() {
    let bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
    if contentView.frame != bounds { contentView.frame = bounds }
    if facade.composeView.frame != bounds { facade.frame = CGRect(bounds) }
  }
}
