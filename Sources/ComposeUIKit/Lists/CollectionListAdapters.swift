import Compose
import Foundation

/// The engine data source of a ``UICollectionView``: asks its UIKit data source.
@preconcurrency @MainActor
final class CollectionDataSourceAdapter: ListDataSource {
  /// The collection view; weak, it owns this adapter.
  weak var collectionView: UICollectionView?

  func numberOfSections(in listView: ListView) -> Int {
    guard let collectionView, let dataSource = collectionView.dataSource else { return 0 }
    return dataSource.numberOfSections(in: collectionView)
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    guard let collectionView, let dataSource = collectionView.dataSource else { return 0 }
    return dataSource.collectionView(collectionView, numberOfItemsInSection: section)
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    guard let collectionView, let dataSource = collectionView.dataSource else {
      return ListCell(reuseIdentifier: ListBridge.unreusedIdentifier)
    }
    return collectionView.bridge.cell(for: indexPath) {
      dataSource.collectionView(collectionView, cellForItemAt: IndexPath(indexPath))
    }
  }
}

/// The engine delegate of a ``UICollectionView``: tells its UIKit delegate of display and
/// selection. ``CollectionItemSizeAdapter`` also gives item lengths.
@preconcurrency @MainActor
class CollectionDelegateAdapter: ListDelegate {
  /// The collection view; weak, it owns this adapter.
  weak var collectionView: UICollectionView?

  func listView(
    _ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {
    guard let collectionView, let facade = UICollectionViewCell.facade(ofEngineCell: cell) else {
      return
    }
    facade.applySelection(cell.isSelected)
    collectionView.delegate?.collectionView(
      collectionView, willDisplay: facade, forItemAt: IndexPath(indexPath))
  }

  func listView(
    _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {
    guard let collectionView, let facade = UICollectionViewCell.facade(ofEngineCell: cell) else {
      return
    }
    collectionView.delegate?.collectionView(
      collectionView, didEndDisplaying: facade, forItemAt: IndexPath(indexPath))
  }

  /// UIKit asks a collection view's delegate yes or no (`collectionView(_:shouldSelectItemAt:)`),
  /// where a table's may redirect.
  func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath) -> ListIndexPath? {
    guard let collectionView, let delegate = collectionView.delegate else { return indexPath }
    return delegate.collectionView(collectionView, shouldSelectItemAt: IndexPath(indexPath))
      ? indexPath : nil
  }

  /// `collectionView(_:shouldDeselectItemAt:)`, yes or no.
  func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath)
    -> ListIndexPath?
  {
    guard let collectionView, let delegate = collectionView.delegate else { return indexPath }
    return delegate.collectionView(collectionView, shouldDeselectItemAt: IndexPath(indexPath))
      ? indexPath : nil
  }

  func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
    guard let collectionView else { return }
    collectionView.bridge.applySelectionToVisibleCells()
    // A storyboard prototype cell's segue is performed, the cell as sender, when the user
    // selects its item; before the delegate is told.
    if let cell = collectionView.cellForItem(at: IndexPath(indexPath)) {
      collectionView.performArchiveSegues(ofSelected: [cell])
    }
    collectionView.delegate?.collectionView(collectionView, didSelectItemAt: IndexPath(indexPath))
  }

  func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) {
    guard let collectionView else { return }
    collectionView.bridge.applySelectionToVisibleCells()
    collectionView.delegate?.collectionView(
      collectionView, didDeselectItemAt: IndexPath(indexPath))
  }
}

/// The engine delegate of a ``UICollectionView`` whose delegate is a
/// ``UICollectionViewDelegateFlowLayout``: it also gives each item's length along the scrolling
/// direction from `collectionView(_:layout:sizeForItemAt:)`; a layout with lengths per section
/// (a compositional layout of sections) gives them instead, as UIKit's compositional layout
/// ignores the flow layout delegate.
@preconcurrency @MainActor
final class CollectionItemSizeAdapter: CollectionDelegateAdapter, ListRowHeightDelegate {
  func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double {
    guard let collectionView else { return 50 }
    let layout = collectionView.collectionViewLayout
    if layout.hasSectionLengths {
      let length = layout.cellLength(
        inSection: indexPath.section, collectionViewSize: collectionView.frame.size)
      return Double(UICollectionView.effectiveLength(length ?? layout.itemLength))
    }
    guard let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout else {
      return Double(UICollectionView.effectiveLength(layout.itemLength))
    }
    let size = delegate.collectionView(
      collectionView, layout: layout, sizeForItemAt: IndexPath(indexPath))
    return Double(listView.axis == .vertical ? size.height : size.width)
  }
}
