import Foundation

/// The object that tells a ``UICollectionView`` what to show (UIKit's
/// `UICollectionViewDataSource`): the counts, and a cell for each item. The collection view holds
/// it weakly. UIKit's optional methods are requirements with default implementations.
@preconcurrency @MainActor
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
