import Foundation

/// The object a ``UICollectionView`` tells about display and selection (UIKit's
/// `UICollectionViewDelegate`). The collection view holds it weakly. Every method has a default.
///
/// As with ``UITableViewDelegate``, a cell that hosts a child view controller embeds it in
/// ``collectionView(_:willDisplay:forItemAt:)`` and un-embeds it in
/// ``collectionView(_:didEndDisplaying:forItemAt:)`` (a collection view in a table cell, for
/// example).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// `cell` is about to be displayed at `indexPath`, placed in the collection view. The default
  /// does nothing.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// `cell` stopped being displayed at `indexPath`; it is still in the collection view during
  /// this call and returns to its reuse queue afterwards. The default does nothing.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Whether a tap may select the item. The default is `true`. Asked by
  /// ``UICollectionView/composeTapItem(at:)`` only.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool

  /// A tap selected the item at `indexPath`. Never sent by
  /// ``UICollectionView/selectItem(at:animated:scrollPosition:)``. The default does nothing.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// Whether a tap may deselect the item: the item selected before when the user taps another
  /// (single selection, asked after `collectionView(_:shouldSelectItemAt:)` of the tapped item),
  /// or a selected item tapped again (multiple selection). `false` keeps it selected. Never asked
  /// by ``UICollectionView/deselectItem(at:animated:)``. The default is `true`.
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool

  /// A tap deselected the item at `indexPath`. Never sent by
  /// ``UICollectionView/deselectItem(at:animated:)``. The default does nothing.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

  /// Whether a touch highlights the item (UIKit's `collectionView(_:shouldHighlightItemAt:)`).
  /// The default is `true`. Never asked: Compose has no touches.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool

  /// A touch highlighted the item (UIKit's `collectionView(_:didHighlightItemAt:)`). Never
  /// called.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

  /// A touch stopped highlighting the item (UIKit's `collectionView(_:didUnhighlightItemAt:)`).
  /// Never called.
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// The context menu of the item (UIKit's
  /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`). The default is `nil`. Never
  /// asked: nobody long-presses a headless item; a test asks it.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?

  /// The context menu of the items (UIKit's iOS 16
  /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`). The default is `nil`. Never
  /// asked: a test asks it.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
  /// `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// No menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// No menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}

extension UICollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Every item may be selected.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Every item may be deselected.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
}
