extension NSDiffableDataSourceSnapshot {
  /// Adds empty sections at the end, in order (UIKit's `appendSections(_:)`). Refused when one
  /// is already in the snapshot or given twice (UIKit raises an exception).
  ///
  /// - Parameter identifiers: The new sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    if let problem = problemAdding(sections: identifiers) {
      return refuse("appendSections(_:)", problem)
    }
    insertSections(identifiers, at: sectionOrder.count)
  }

  /// Inserts empty sections just before the section `toIdentifier` (UIKit's
  /// `insertSections(_:beforeSection:)`). Refused when that section is not in the snapshot, or
  /// a new one is already in it or given twice.
  ///
  /// - Parameters:
  ///   - identifiers: The new sections.
  ///   - toIdentifier: The section they go before.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    let call = "insertSections(_:beforeSection:)"
    guard let position = sectionPositions[toIdentifier] else {
      return refuse(call, "section \(Self.list([toIdentifier])) is not in the snapshot")
    }
    if let problem = problemAdding(sections: identifiers) { return refuse(call, problem) }
    insertSections(identifiers, at: position)
  }

  /// Inserts empty sections just after the section `toIdentifier` (UIKit's
  /// `insertSections(_:afterSection:)`). Refused when that section is not in the snapshot, or a
  /// new one is already in it or given twice.
  ///
  /// - Parameters:
  ///   - identifiers: The new sections.
  ///   - toIdentifier: The section they go after.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    let call = "insertSections(_:afterSection:)"
    guard let position = sectionPositions[toIdentifier] else {
      return refuse(call, "section \(Self.list([toIdentifier])) is not in the snapshot")
    }
    if let problem = problemAdding(sections: identifiers) { return refuse(call, problem) }
    insertSections(identifiers, at: position + 1)
  }

  /// Deletes these sections with their items (UIKit's `deleteSections(_:)`). Identifiers that are
  /// not in the snapshot are ignored.
  ///
  /// - Parameter identifiers: The sections to delete.
  /// - Complexity: O(sections + items of the deleted sections).
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let deleted = Set(identifiers.filter { sectionPositions[$0] != nil })
    guard !deleted.isEmpty else { return }
    var removedItems = Set<ItemIdentifierType>()
    for section in deleted {
      let position = sectionPositions[section]!
      for item in sectionItems[position] {
        sectionOfItem[item] = nil
        removedItems.insert(item)
      }
      sectionPositions[section] = nil
    }
    let first = sectionOrder.firstIndex { deleted.contains($0) } ?? 0
    var kept: [[ItemIdentifierType]] = []
    kept.reserveCapacity(sectionOrder.count - deleted.count)
    for (position, section) in sectionOrder.enumerated() where !deleted.contains(section) {
      kept.append(sectionItems[position])
    }
    sectionItems = kept
    sectionOrder.removeAll { deleted.contains($0) }
    renumberSections(from: first)
    reloadedSections.removeAll { deleted.contains($0) }
    if !removedItems.isEmpty {
      reloadedItems.removeAll { removedItems.contains($0) }
      reconfiguredItems.removeAll { removedItems.contains($0) }
    }
  }

  /// Moves the section `identifier`, with its items, just before the section `toIdentifier`
  /// (UIKit's `moveSection(_:beforeSection:)`). Refused when either is not in the snapshot or
  /// they are the same section.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes before.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, nextTo: toIdentifier, after: false, "moveSection(_:beforeSection:)")
  }

  /// Moves the section `identifier`, with its items, just after the section `toIdentifier`
  /// (UIKit's `moveSection(_:afterSection:)`). Refused when either is not in the snapshot or they
  /// are the same section.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes after.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, nextTo: toIdentifier, after: true, "moveSection(_:afterSection:)")
  }

  // MARK: Internal

  /// Inserts `identifiers`, checked, as empty sections from `position` on.
  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at position: Int) {
    guard !identifiers.isEmpty else { return }
    sectionOrder.insert(contentsOf: identifiers, at: position)
    sectionItems.insert(
      contentsOf: repeatElement([], count: identifiers.count), at: position)
    renumberSections(from: position)
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, nextTo toIdentifier: SectionIdentifierType,
    after: Bool, _ call: String
  ) {
    if let problem = missing(sections: [identifier, toIdentifier]) {
      return refuse(call, problem)
    }
    guard identifier != toIdentifier else {
      return refuse(call, "section \(Self.list([identifier])) cannot move next to itself")
    }
    let from = sectionPositions[identifier]!
    let items = sectionItems.remove(at: from)
    sectionOrder.remove(at: from)
    let target = sectionOrder.firstIndex(of: toIdentifier)! + (after ? 1 : 0)
    sectionOrder.insert(identifier, at: target)
    sectionItems.insert(items, at: target)
    renumberSections(from: Swift.min(from, target))
  }
}
