import Compose
import Foundation

/// The sections and items a diffable data source shows, at one point in time (UIKit's
/// `NSDiffableDataSourceSnapshot`): a value you fill, or get from the data source's `snapshot()`
/// and change, then apply with ``UITableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``
/// or ``UICollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)``.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact.ID>()
/// snapshot.appendSections([.favorites, .all])
/// snapshot.appendItems(favorites, toSection: .favorites)
/// snapshot.appendItems(everyone)  // to the last section
/// dataSource.apply(snapshot)
/// ```
///
/// Every section and item identifier is unique in the snapshot. A change that UIKit refuses
/// with an exception (an identifier already in the snapshot or given twice, a section or item
/// that is not in it, items appended to a snapshot without sections) leaves the snapshot exactly
/// as it was and is recorded in ``composeDiagnostics`` as `Diagnostic.Code.invalidSnapshotChange`;
/// applying the snapshot reports it to the observers of the table's or collection view's window
/// (contract §7). Deleting identifiers that are not in the snapshot deletes nothing and reports
/// nothing.
///
/// Lookups by identifier are O(1) on average, except ``indexOfItem(_:)`` and the changes placed
/// relative to an item, which look for the item in its section (O(items of that section)).
/// Changes cost what they touch; a snapshot is a copy-on-write value, so the sections a change
/// does not touch stay shared with the snapshot it was copied from.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section identifiers, in order.
  var sectionOrder: [SectionIdentifierType] = []
  /// The items of each section, by position in `sectionOrder`.
  var sectionItems: [[ItemIdentifierType]] = []
  /// The position in `sectionOrder` of each section.
  var sectionPositions: [SectionIdentifierType: Int] = [:]
  /// The section of each item.
  var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// The items `reloadItems(_:)` named, still in the snapshot.
  var reloadedItems = OrderedIdentifiers<ItemIdentifierType>()
  /// The items `reconfigureItems(_:)` named, still in the snapshot.
  var reconfiguredItems = OrderedIdentifiers<ItemIdentifierType>()
  /// The sections `reloadSections(_:)` named, still in the snapshot.
  var reloadedSections = OrderedIdentifiers<SectionIdentifierType>()

  /// The changes this snapshot refused, oldest first (not UIKit API: UIKit raises an exception
  /// instead). Each is a `Diagnostic.Code.invalidSnapshotChange` naming the call and why; applying
  /// the snapshot reports them on the table or collection view.
  public internal(set) var composeDiagnostics: [Diagnostic] = []

  /// Creates an empty snapshot (UIKit's `init()`).
  public init() {}

  // MARK: Metrics

  /// The number of items in the snapshot, in every section (UIKit's `numberOfItems`).
  public var numberOfItems: Int { sectionOfItem.count }

  /// The number of sections (UIKit's `numberOfSections`).
  public var numberOfSections: Int { sectionOrder.count }

  /// The number of items in the section `identifier` (UIKit's `numberOfItems(inSection:)`); `0`
  /// for a section that is not in the snapshot.
  ///
  /// - Parameter identifier: The section.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sectionPositions[identifier].map { sectionItems[$0].count } ?? 0
  }

  // MARK: Identifiers

  /// The section identifiers, in order (UIKit's `sectionIdentifiers`).
  public var sectionIdentifiers: [SectionIdentifierType] { sectionOrder }

  /// Every item identifier, section after section (UIKit's `itemIdentifiers`).
  ///
  /// - Complexity: O(items).
  public var itemIdentifiers: [ItemIdentifierType] { Array(sectionItems.joined()) }

  /// The item identifiers of the section `identifier`, in order (UIKit's
  /// `itemIdentifiers(inSection:)`); empty for a section that is not in the snapshot.
  ///
  /// - Parameter identifier: The section.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sectionPositions[identifier].map { sectionItems[$0] } ?? []
  }

  /// The section that holds the item `identifier`, `nil` when the item is not in the snapshot
  /// (UIKit's `sectionIdentifier(containingItem:)`).
  ///
  /// - Parameter identifier: The item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// The position of the item `identifier` among all the items, section after section, from 0;
  /// `nil` when it is not in the snapshot (UIKit's `indexOfItem(_:)`).
  ///
  /// - Parameter identifier: The item.
  /// - Complexity: O(sections before its own + items of its section).
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let (position, row) = location(of: identifier) else { return nil }
    return sectionItems[..<position].reduce(row) { $0 + $1.count }
  }

  /// The position of the section `identifier`, from 0; `nil` when it is not in the snapshot
  /// (UIKit's `indexOfSection(_:)`).
  ///
  /// - Parameter identifier: The section.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionPositions[identifier]
  }

  // MARK: Internal

  /// The section position and row of the item `identifier`.
  ///
  /// - Complexity: O(items of its section).
  func location(of identifier: ItemIdentifierType) -> (position: Int, row: Int)? {
    guard let section = sectionOfItem[identifier], let position = sectionPositions[section],
      let row = sectionItems[position].firstIndex(of: identifier)
    else { return nil }
    return (position, row)
  }

  /// Numbers the sections again from `start` on, after sections were inserted, removed or moved
  /// there.
  mutating func renumberSections(from start: Int) {
    for position in start..<sectionOrder.count {
      sectionPositions[sectionOrder[position]] = position
    }
  }

  /// This snapshot as a data source keeps it once applied: the same sections and items, without
  /// the reloads, reconfigurations and refused changes it carried to the update.
  var applied: Self {
    var result = self
    result.reloadedItems.removeAll()
    result.reconfiguredItems.removeAll()
    result.reloadedSections.removeAll()
    result.composeDiagnostics = []
    return result
  }
}
