import Compose

extension UITableViewCell {
  /// The value that names this cell in the engine's events and traces (`cell #7 "row"`), so that
  /// a test can match a traced cell to this object; `nil` before a table view made it (a cell
  /// made by hand and never dequeued). UIKit has no counterpart.
  public var composeTraceReference: CellReference? {
    engineCell.traceReference.number == 0 ? nil : engineCell.traceReference
  }

  /// Whether the cell sits in its table view's reuse pool now (after
  /// `tableView(_:didEndDisplaying:forRowAt:)`, until it is dequeued again). UIKit has no public
  /// counterpart.
  public var composeIsInReusePool: Bool { engineCell.isInReusePool }
}

extension UICollectionViewCell {
  /// The value that names this cell in the engine's events and traces (`cell #7 "item"`), so
  /// that a test can match a traced cell to this object; `nil` before a collection view made it.
  /// UIKit has no counterpart.
  public var composeTraceReference: CellReference? {
    engineCell.traceReference.number == 0 ? nil : engineCell.traceReference
  }

  /// Whether the cell sits in its collection view's reuse pool now (after
  /// `collectionView(_:didEndDisplaying:forItemAt:)`, until it is dequeued again). UIKit has no
  /// public counterpart.
  public var composeIsInReusePool: Bool { engineCell.isInReusePool }
}
