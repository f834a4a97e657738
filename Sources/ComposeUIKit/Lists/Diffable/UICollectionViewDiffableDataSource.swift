import Compose
import Foundation

/// The data source that fills a ``UICollectionView`` from snapshots of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`): it becomes the collection view's data source, answers
/// the counts from the snapshot shown and asks its cell provider for each item's cell.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Photo.ID>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, photoID in
///   let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   (cell as? PhotoCell)?.show(library.photo(photoID))
///   return cell
/// }
/// ```
///
/// ``apply(_:animatingDifferences:completion:)`` applies the engine's keyed diff from the
/// snapshot shown as one batch update, with the contract's orders for the displayed items
/// (contract §6): deleted items end display, inserted visible items are displayed, moved items
/// keep their cell with no events, reloaded items end display and are displayed again,
/// reconfigured items are configured again in their own cells. A collection view that never
/// loaded its items loads them from the snapshot at its first layout in a visible window
/// (contract §4). The data source holds the collection view weakly. Refused snapshot changes
/// and a cell provider returning `nil` are reported, where UIKit raises exceptions; animations
/// are ignored. Section snapshots (outlines) replace a section's items with their visible items;
/// supplementary views, outline expansion handlers and reordering handlers are not modelled.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
  /// The closure that dequeues, configures and returns the cell of an item (UIKit's
  /// `UICollectionViewDiffableDataSource.CellProvider`).
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  /// The collection view; weak.
  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private let store = DiffableSnapshotStore<SectionIdentifierType, ItemIdentifierType>()
  /// The outline last applied to each section with ``apply(_:to:animatingDifferences:completion:)``.
  var sectionOutlines:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// Creates the data source and makes it `collectionView`'s data source (UIKit's
  /// `init(collectionView:cellProvider:)`).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view to fill.
  ///   - cellProvider: Returns the configured cell of an item, dequeued from `collectionView`.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  // MARK: Snapshots

  /// Shows `snapshot`, applying the difference from the snapshot shown as one batch update
  /// (UIKit's `apply(_:animatingDifferences:completion:)`). As in UIKit since iOS 15, the
  /// difference is applied whether or not it is animated; use
  /// ``applySnapshotUsingReloadData(_:completion:)`` to reload instead.
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - animatingDifferences: Ignored: nothing is animated.
  ///   - completion: Called once the collection view shows the snapshot.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    apply(snapshot, usingReloadData: false, completion: completion)
  }

  /// Shows `snapshot`, as ``apply(_:animatingDifferences:completion:)`` does, and returns once
  /// the collection view shows it (UIKit's `apply(_:animatingDifferences:) async`).
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - animatingDifferences: Ignored: nothing is animated.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { continuation in
      apply(snapshot, usingReloadData: false) { continuation.resume() }
    }
  }

  /// Shows `snapshot` by reloading the collection view, without a difference (UIKit's
  /// `applySnapshotUsingReloadData(_:completion:)`).
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - completion: Called once the collection view shows the snapshot.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, usingReloadData: true, completion: completion)
  }

  /// Shows `snapshot` by reloading the collection view, and returns once it shows it (UIKit's
  /// `applySnapshotUsingReloadData(_:) async`).
  ///
  /// - Parameter snapshot: The sections and items to show.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    await withCheckedContinuation { continuation in
      apply(snapshot, usingReloadData: true) { continuation.resume() }
    }
  }

  /// The sections and items shown, in order (UIKit's `snapshot()`): the latest snapshot applied,
  /// without its reload and reconfiguration marks.
  ///
  /// - Returns: A copy to change and apply.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    store.latest
  }

  // MARK: Identifiers

  /// The item shown at `indexPath`, `nil` when there is none (UIKit's `itemIdentifier(for:)`).
  ///
  /// - Parameter indexPath: The item's index path.
  /// - Complexity: O(1).
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    store.item(at: indexPath)
  }

  /// The index path of the item `itemIdentifier`, `nil` when it is not shown (UIKit's
  /// `indexPath(for:)`).
  ///
  /// - Parameter itemIdentifier: The item.
  /// - Complexity: O(1) on average (the first lookup after an apply indexes the items).
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    store.indexPath(of: itemIdentifier)
  }

  /// The section shown at `index`, `nil` out of range (UIKit's `sectionIdentifier(for:)`).
  ///
  /// - Parameter index: The section's index.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    store.section(at: index)
  }

  /// The index of the section `sectionIdentifier`, `nil` when it is not shown (UIKit's
  /// `index(for:)`).
  ///
  /// - Parameter sectionIdentifier: The section.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    store.shown.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  /// The number of sections shown.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    store.shown.numberOfSections
  }

  /// The number of items of the section shown at `section`.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    store.numberOfItems(inSectionAt: section)
  }

  /// The cell the cell provider returns for the item at `indexPath`; a plain cell, reported, when
  /// it returns `nil`.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let item = store.item(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    collectionView.composeListView.report(
      .cellProviderReturnedNil,
      "the cell provider of a UICollectionViewDiffableDataSource returned nil for item "
        + "[\(indexPath.section), \(indexPath.item)]; the item shows a plain cell")
    return UICollectionViewCell(frame: .zero)
  }

  // MARK: Engine

  private func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    usingReloadData: Bool, completion: (() -> Void)?
  ) {
    store.apply(
      snapshot, to: collectionView?.composeListView, usingReloadData: usingReloadData,
      update: { [weak self] update in self?.perform(update) },
      reload: { [weak self] in self?.collectionView?.reloadData() },
      completion: completion)
  }

  /// Applies `update` to the collection view as one batch update.
  private func perform(_ update: SnapshotUpdate) {
    guard let collectionView else { return }
    collectionView.performBatchUpdates {
      collectionView.deleteSections(IndexSet(update.deletedSections))
      collectionView.insertSections(IndexSet(update.insertedSections))
      for move in update.movedSections {
        collectionView.moveSection(move.from, toSection: move.to)
      }
      collectionView.reloadSections(IndexSet(update.reloadedSections))
      collectionView.deleteItems(at: update.deletedItems)
      collectionView.insertItems(at: update.insertedItems)
      for move in update.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
      collectionView.reloadItems(at: update.reloadedItems)
      collectionView.reconfigureItems(at: update.reconfiguredItems)
    }
  }
}
