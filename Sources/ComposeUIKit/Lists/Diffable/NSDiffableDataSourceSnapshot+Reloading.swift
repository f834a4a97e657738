extension NSDiffableDataSourceSnapshot {
  /// Marks items to reload when the snapshot is applied (UIKit's `reloadItems(_:)`): a displayed
  /// one ends display and is displayed again with a cell from the cell provider, so a cell that
  /// hosts a child view controller un-embeds it and embeds it again. Refused when an item is not
  /// in the snapshot (UIKit raises an exception).
  ///
  /// - Parameter identifiers: The items to reload.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    if let problem = missing(items: identifiers) {
      return refuse("reloadItems(_:)", problem)
    }
    reloadedItems.append(contentsOf: identifiers)
  }

  /// Marks items to reconfigure when the snapshot is applied, keeping their cells (UIKit's
  /// `reconfigureItems(_:)`): the cell provider runs again for each displayed one, and dequeuing
  /// there returns the cell the item already has, with no display events and no
  /// `prepareForReuse()`. Refused when an item is not in the snapshot.
  ///
  /// - Parameter identifiers: The items to reconfigure.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    if let problem = missing(items: identifiers) {
      return refuse("reconfigureItems(_:)", problem)
    }
    reconfiguredItems.append(contentsOf: identifiers)
  }

  /// Marks sections to reload when the snapshot is applied (UIKit's `reloadSections(_:)`): their
  /// displayed rows end display and are displayed again. Refused when a section is not in the
  /// snapshot.
  ///
  /// - Parameter identifiers: The sections to reload.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    if let problem = missing(sections: identifiers) {
      return refuse("reloadSections(_:)", problem)
    }
    reloadedSections.append(contentsOf: identifiers)
  }

  /// The items marked by ``reloadItems(_:)`` and still in the snapshot, in order (UIKit's
  /// `reloadedItemIdentifiers`).
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

  /// The items marked by ``reconfigureItems(_:)`` and still in the snapshot, in order (UIKit's
  /// `reconfiguredItemIdentifiers`).
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

  /// The sections marked by ``reloadSections(_:)`` and still in the snapshot, in order (UIKit's
  /// `reloadedSectionIdentifiers`).
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }
}
