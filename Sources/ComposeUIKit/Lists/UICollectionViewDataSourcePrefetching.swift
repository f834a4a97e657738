import Foundation

/// The object a ``UICollectionView`` tells which items it will likely display soon (UIKit's
/// `UICollectionViewDataSourcePrefetching`), set as the collection view's
/// ``UICollectionView/prefetchDataSource``; the collection view holds it weakly.
///
/// Compose asks it after each scroll (a new ``UIScrollView/contentOffset`` or
/// ``UICollectionView/scrollToItem(at:at:animated:)``), once the items are displayed and the
/// delegate has heard `scrollViewDidScroll(_:)`: the items within one screen beyond the
/// displayed ones along the scrolling direction, nearest first. UIKit's optional method is a
/// requirement with a default implementation here.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// Starts preparing the data of the items at `indexPaths` (UIKit's
  /// `collectionView(_:prefetchItemsAt:)`, required), nearest the displayed ones first. An item
  /// is asked for once until it is displayed or cancelled.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items, nearest the visible area first.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Stops preparing the items at `indexPaths` (UIKit's
  /// `collectionView(_:cancelPrefetchingForItemsAt:)`): items asked for that a later scroll left
  /// neither displayed nor within one screen ahead, ascending. The default does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items no longer needed.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing (UIKit's optional method, not implemented).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
