import Foundation

/// The object that tells a ``UICollectionView`` what to show (UIKit's
/// `UICollectionViewDataSource`): the counts, and a cell for each item. The collection view holds
/// it weakly. UIKit's optional methods are requirements with default implementations.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section` (required).
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// The cell for the item at `indexPath` (required), dequeued with
  /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and configured.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// The number of sections. The default is `1`.
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// The object a ``UICollectionView`` tells about display and selection (UIKit's
/// `UICollectionViewDelegate`). The collection view holds it weakly. Every method has a default.
///
/// As with ``UITableViewDelegate``, a cell that hosts a child view controller embeds it in
/// ``collectionView(_:willDisplay:forItemAt:)`` and un-embeds it in
/// ``collectionView(_:didEndDisplaying:forItemAt:)`` (seed 004's collection view in a table
/// cell).
@MainActor
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

  /// Whether a tap on the selected item may deselect it (multiple selection). The default is
  /// `true`.
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool

  /// A tap deselected the item at `indexPath`. Never sent by
  /// ``UICollectionView/deselectItem(at:animated:)``. The default does nothing.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
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

/// A ``UICollectionViewDelegate`` that gives each item its own size in a flow layout (UIKit's
/// `UICollectionViewDelegateFlowLayout`).
///
/// Compose lays a flow layout's items out one per line along its scroll direction (no wrapping
/// into columns): an item's length is its size's height (vertical scrolling) or width
/// (horizontal scrolling).
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath`. The default is the flow layout's
  /// ``UICollectionViewFlowLayout/itemSize``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The flow layout's ``UICollectionViewFlowLayout/itemSize`` (UIKit's default, 50 by 50,
  /// for another layout).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
      ?? CGSize(width: 50, height: 50)
  }
}
