import Foundation

/// A ``UICollectionViewDelegate`` that gives each item its own size in a flow layout (UIKit's
/// `UICollectionViewDelegateFlowLayout`).
///
/// Compose lays a flow layout's items out one per line along its scroll direction (no wrapping
/// into columns): an item's length is its size's height (vertical scrolling) or width
/// (horizontal scrolling).
@preconcurrency @MainActor
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
