import Compose
import Foundation

/// The data source that fills a ``UITableView`` from snapshots of identifiers (UIKit's
/// `UITableViewDiffableDataSource`): it becomes the table's data source, answers the counts
/// from the snapshot shown and asks its cell provider for each row's cell.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, Contact.ID>(tableView: tableView) {
///   tableView, indexPath, contactID in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
///   cell.textLabel?.text = store.contact(contactID).name
///   return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact.ID>()
/// snapshot.appendSections([.all])
/// snapshot.appendItems(store.contactIDs)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// ``apply(_:animatingDifferences:completion:)`` runs the engine's keyed diff from the snapshot
/// shown to the new one and applies it as one batch update, with the contract's orders for the
/// displayed rows (contract §6): deleted rows end display, inserted visible rows are displayed,
/// moved rows keep their cell (and a child view controller embedded in it) with no events, rows
/// of reloaded items end display and are displayed again, rows of reconfigured items are
/// configured again in their own cells. ``applySnapshotUsingReloadData(_:completion:)`` reloads
/// the table instead. A table that never loaded its rows loads them from the snapshot at its first
/// layout in a visible window, as UIKit does (contract §4), so a first snapshot applied before
/// the table is on screen shows its rows once.
///
/// The data source holds the table weakly; the table holds its data source weakly, as in UIKit:
/// keep the data source in a property. Changes the snapshot refused are reported when it is
/// applied (`Diagnostic.Code.invalidSnapshotChange`), a cell provider returning `nil` too
/// (`Diagnostic.Code.cellProviderReturnedNil`, and the row shows a plain cell), where UIKit
/// raises exceptions. Animations are accepted and ignored: `completion` runs once the table shows
/// the snapshot, before `apply` returns unless it was called from one of the table's callbacks.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
  /// The closure that dequeues, configures and returns the cell of an item (UIKit's
  /// `UITableViewDiffableDataSource.CellProvider`).
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  /// The table; weak.
  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private let store = DiffableSnapshotStore<SectionIdentifierType, ItemIdentifierType>()

  /// The animation of inserted and deleted rows (UIKit's `defaultRowAnimation`). Inert: changes
  /// are applied at once. `.automatic` by default.
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Creates the data source and makes it `tableView`'s data source (UIKit's
  /// `init(tableView:cellProvider:)`).
  ///
  /// - Parameters:
  ///   - tableView: The table to fill.
  ///   - cellProvider: Returns the configured cell of an item, dequeued from `tableView`.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  // MARK: Snapshots

  /// Shows `snapshot`, applying the difference from the snapshot shown as one batch update
  /// (UIKit's `apply(_:animatingDifferences:completion:)`): see the type's overview for the order
  /// of the displayed rows' events.
  ///
  /// As in UIKit since iOS 15, the difference is applied whether or not it is animated; use
  /// ``applySnapshotUsingReloadData(_:completion:)`` to reload the table instead.
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - animatingDifferences: Ignored: nothing is animated.
  ///   - completion: Called once the table shows the snapshot.
  /// - Complexity: O(sections + items of the sections that changed), plus the batch update.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    apply(snapshot, usingReloadData: false, completion: completion)
  }

  /// Shows `snapshot`, as ``apply(_:animatingDifferences:completion:)`` does, and returns once
  /// the table shows it (UIKit's `apply(_:animatingDifferences:) async`).
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

  /// Shows `snapshot` by reloading the table, without a difference (UIKit's
  /// `applySnapshotUsingReloadData(_:completion:)`): every displayed row ends display, then the
  /// visible rows are displayed.
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - completion: Called once the table shows the snapshot.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, usingReloadData: true, completion: completion)
  }

  /// Shows `snapshot` by reloading the table, and returns once the table shows it (UIKit's
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
  /// - Parameter indexPath: The row.
  /// - Complexity: O(1).
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    store.item(at: indexPath)
  }

  /// The row of the item `itemIdentifier`, `nil` when it is not shown (UIKit's
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

  // MARK: UITableViewDataSource

  /// The number of sections shown.
  open func numberOfSections(in tableView: UITableView) -> Int {
    store.shown.numberOfSections
  }

  /// The number of items of the section shown at `section`.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.numberOfItems(inSectionAt: section)
  }

  /// The cell the cell provider returns for the item at `indexPath`; a plain cell, reported, when
  /// it returns `nil`.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = store.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
      return cell
    }
    tableView.composeListView.report(
      .cellProviderReturnedNil,
      "the cell provider of a UITableViewDiffableDataSource returned nil for row "
        + "[\(indexPath.section), \(indexPath.row)]; the row shows a plain cell")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No title (UIKit's default); a subclass overrides it.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No title (UIKit's default); a subclass overrides it.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// `false`, as UIKit's diffable data source answers; a subclass overrides it. Compose has no
  /// editing mode: it is never called.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// `false`, as UIKit's diffable data source answers; a subclass overrides it. Never called.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing; a subclass overrides it. Compose has no editing mode: it is never called.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing; a subclass overrides it. Never called.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// No section index; a subclass overrides it. Compose draws no index: it is never called.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section at the title's position; a subclass overrides it. Never called.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  // MARK: Engine

  private func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    usingReloadData: Bool, completion: (() -> Void)?
  ) {
    store.apply(
      snapshot, to: tableView?.composeListView, usingReloadData: usingReloadData,
      update: { [weak self] update in self?.perform(update) },
      reload: { [weak self] in self?.tableView?.reloadData() },
      completion: completion)
  }

  /// Applies `update` to the table as one batch update.
  private func perform(_ update: SnapshotUpdate) {
    guard let tableView else { return }
    let animation = defaultRowAnimation
    tableView.performBatchUpdates {
      tableView.deleteSections(IndexSet(update.deletedSections), with: animation)
      tableView.insertSections(IndexSet(update.insertedSections), with: animation)
      for move in update.movedSections { tableView.moveSection(move.from, toSection: move.to) }
      tableView.reloadSections(IndexSet(update.reloadedSections), with: animation)
      tableView.deleteRows(at: update.deletedItems, with: animation)
      tableView.insertRows(at: update.insertedItems, with: animation)
      for move in update.movedItems { tableView.moveRow(at: move.from, to: move.to) }
      tableView.reloadRows(at: update.reloadedItems, with: animation)
      tableView.reconfigureRows(at: update.reconfiguredItems)
    }
  }
}
