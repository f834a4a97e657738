import Compose
import Foundation

extension UICollectionView {
  /// The selected items, ascending, or `nil` when none is (UIKit's
  /// `indexPathsForSelectedItems`).
  public var indexPathsForSelectedItems: [IndexPath]? {
    bridge.list.indexPathsForSelectedRows?.map(IndexPath.init)
  }

  /// Selects an item as code does, without telling the delegate (UIKit's
  /// `selectItem(at:animated:scrollPosition:)`); `nil` clears the selection. The selection
  /// belongs to the item (contract §6). An empty `scrollPosition` scrolls nothing. An item
  /// outside the collection view is reported (`Diagnostic.Code.rowOutOfRange`).
  ///
  /// - Parameters:
  ///   - indexPath: The item, or `nil`.
  ///   - animated: Ignored.
  ///   - scrollPosition: Where to scroll the item.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    let old = bridge.list.contentOffset
    bridge.list.selectRow(
      at: indexPath?.listIndexPath, animated: animated,
      scrollPosition: scrollPosition.listPosition(along: bridge.list.axis))
    bridge.applySelectionToVisibleCells()
    if bridge.list.contentOffset != old { delegate?.scrollViewDidScroll(self) }
  }

  /// Deselects an item as code does, without telling the delegate (UIKit's
  /// `deselectItem(at:animated:)`).
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Ignored.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    bridge.list.deselectRow(at: indexPath.listIndexPath, animated: animated)
    bridge.applySelectionToVisibleCells()
  }

  /// Taps the item at `indexPath` as a user would (not UIKit API). Nothing happens when
  /// ``allowsSelection`` is `false`; otherwise the delegate is asked
  /// `collectionView(_:shouldSelectItemAt:)` for the tapped item (`false` stops the tap); then, in
  /// single selection with another item selected, `collectionView(_:shouldDeselectItemAt:)` for
  /// that item (`false` keeps it selected) and `didDeselectItemAt`; then `didSelectItemAt`. With
  /// ``allowsMultipleSelection``, a selected item tapped again is asked `shouldDeselectItemAt`
  /// and told `didDeselectItemAt` instead. The order is the table view's (contract §6).
  ///
  /// - Parameter indexPath: The item tapped.
  public func composeTapItem(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    bridge.list.simulateTap(at: indexPath.listIndexPath)
    bridge.applySelectionToVisibleCells()
  }

  /// Scrolls so that the item at `indexPath` is at `scrollPosition` along the scrolling
  /// direction (UIKit's `scrollToItem(at:at:animated:)`), clamped to the items; an empty position
  /// scrolls the least that shows the item. An item outside the collection view is reported
  /// (`Diagnostic.Code.rowOutOfRange`) and nothing scrolls.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - scrollPosition: Where to put it.
  ///   - animated: Ignored: the collection view scrolls at once.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let old = bridge.list.contentOffset
    bridge.list.scrollToRow(
      at: indexPath.listIndexPath,
      at: scrollPosition.listPosition(along: bridge.list.axis), animated: animated)
    didScroll(from: old)
  }
}
