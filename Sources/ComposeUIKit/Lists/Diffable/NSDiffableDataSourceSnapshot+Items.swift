extension NSDiffableDataSourceSnapshot {
  /// Adds items at the end of the section `sectionIdentifier`, or of the last section when it is
  /// `nil` (UIKit's `appendItems(_:toSection:)`). Refused when the snapshot has no section (or not
  /// that one), or an item is already in the snapshot or given twice (UIKit raises an
  /// exception).
  ///
  /// - Parameters:
  ///   - identifiers: The new items.
  ///   - sectionIdentifier: Their section; the last section by default.
  /// - Complexity: O(`identifiers`).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let call = "appendItems(_:toSection:)"
    guard let section = sectionIdentifier ?? sectionOrder.last else {
      return refuse(call, "the snapshot has no section to append to (append a section first)")
    }
    guard let position = sectionPositions[section] else {
      return refuse(call, "section \(Self.list([section])) is not in the snapshot")
    }
    if let problem = problemAdding(items: identifiers) { return refuse(call, problem) }
    insertItems(identifiers, inSection: position, at: sectionItems[position].count)
  }

  /// Inserts items just before the item `beforeIdentifier`, in its section (UIKit's
  /// `insertItems(_:beforeItem:)`). Refused when that item is not in the snapshot, or a new one is
  /// already in it or given twice.
  ///
  /// - Parameters:
  ///   - identifiers: The new items.
  ///   - beforeIdentifier: The item they go before.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insertItems(identifiers, nextTo: beforeIdentifier, after: false, "insertItems(_:beforeItem:)")
  }

  /// Inserts items just after the item `afterIdentifier`, in its section (UIKit's
  /// `insertItems(_:afterItem:)`). Refused when that item is not in the snapshot, or a new one is
  /// already in it or given twice.
  ///
  /// - Parameters:
  ///   - identifiers: The new items.
  ///   - afterIdentifier: The item they go after.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insertItems(identifiers, nextTo: afterIdentifier, after: true, "insertItems(_:afterItem:)")
  }

  /// Deletes these items from their sections (UIKit's `deleteItems(_:)`). Identifiers that are
  /// not in the snapshot are ignored.
  ///
  /// - Parameter identifiers: The items to delete.
  /// - Complexity: O(`identifiers` + items of the sections they were in).
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    var deleted = Set<ItemIdentifierType>()
    var positions = Set<Int>()
    for identifier in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
      deleted.insert(identifier)
      positions.insert(sectionPositions[section]!)
    }
    guard !deleted.isEmpty else { return }
    for position in positions {
      sectionItems[position].removeAll { deleted.contains($0) }
    }
    reloadedItems.removeAll { deleted.contains($0) }
    reconfiguredItems.removeAll { deleted.contains($0) }
  }

  /// Deletes everything: every item and every section (UIKit's `deleteAllItems()`, after which
  /// the snapshot has no section, as in UIKit).
  public mutating func deleteAllItems() {
    sectionOrder = []
    sectionItems = []
    sectionPositions = [:]
    sectionOfItem = [:]
    reloadedItems.removeAll()
    reconfiguredItems.removeAll()
    reloadedSections.removeAll()
  }

  /// Moves the item `identifier` just before the item `toIdentifier`, into that item's section
  /// (UIKit's `moveItem(_:beforeItem:)`). Refused when either is not in the snapshot or they are
  /// the same item.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes before.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    moveItem(identifier, nextTo: toIdentifier, after: false, "moveItem(_:beforeItem:)")
  }

  /// Moves the item `identifier` just after the item `toIdentifier`, into that item's section
  /// (UIKit's `moveItem(_:afterItem:)`). Refused when either is not in the snapshot or they are
  /// the same item.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes after.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    moveItem(identifier, nextTo: toIdentifier, after: true, "moveItem(_:afterItem:)")
  }

  // MARK: Internal

  /// Inserts `identifiers`, checked, in the section at `position`, from `row` on.
  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType], inSection position: Int, at row: Int
  ) {
    let section = sectionOrder[position]
    sectionItems[position].insert(contentsOf: identifiers, at: row)
    for identifier in identifiers { sectionOfItem[identifier] = section }
  }

  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType], nextTo neighbour: ItemIdentifierType, after: Bool,
    _ call: String
  ) {
    guard let (position, row) = location(of: neighbour) else {
      return refuse(call, "item \(Self.list([neighbour])) is not in the snapshot")
    }
    if let problem = problemAdding(items: identifiers) { return refuse(call, problem) }
    insertItems(identifiers, inSection: position, at: row + (after ? 1 : 0))
  }

  private mutating func moveItem(
    _ identifier: ItemIdentifierType, nextTo neighbour: ItemIdentifierType, after: Bool,
    _ call: String
  ) {
    if let problem = missing(items: [identifier, neighbour]) { return refuse(call, problem) }
    guard identifier != neighbour else {
      return refuse(call, "item \(Self.list([identifier])) cannot move next to itself")
    }
    let (from, row) = location(of: identifier)!
    sectionItems[from].remove(at: row)
    let (position, target) = location(of: neighbour)!
    sectionItems[position].insert(identifier, at: target + (after ? 1 : 0))
    sectionOfItem[identifier] = sectionOrder[position]
  }
}
