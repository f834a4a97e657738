import Compose
import Foundation

/// The batch update that takes a table or collection view from one snapshot to the next:
/// sections and rows deleted, inserted, moved and reloaded, rows reconfigured, with UIKit's
/// convention (deletions, reloads, reconfigurations and move sources by their index paths
/// before the update; insertions and move destinations after it).
///
/// Made by the engine's keyed diff (`Changeset`): once over the section identifiers, then once
/// per section kept from one snapshot to the next, over its item identifiers; an item that left
/// a kept section for another kept section is one move, so its cell (and a child view controller
/// in it) stays with it. Sections and items marked for reload or reconfiguration follow the
/// snapshot's marks. What the engine's batch updates cannot say is said the way UIKit's diffable
/// data sources say it: a reloaded section or item that also moved is deleted and inserted, and
/// the rows that enter or leave a section deleted, inserted or reloaded as a whole are covered by
/// that section's change.
struct SnapshotUpdate {
  var deletedSections: [Int] = []
  var insertedSections: [Int] = []
  var movedSections: [(from: Int, to: Int)] = []
  var reloadedSections: [Int] = []
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
  var reloadedItems: [IndexPath] = []
  var reconfiguredItems: [IndexPath] = []

  /// Whether nothing changes.
  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
      && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
  }

  /// The update from `old` (what the view shows) to `new` (with its reload and reconfiguration
  /// marks).
  ///
  /// - Complexity: O(sections), plus O(items) of each kept section whose items changed (a section
  ///   whose items a change did not touch shares them with `old` and costs O(1)), plus
  ///   O(items of a section) once per section holding a reloaded or reconfigured item.
  init<Section, Item>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>,
    to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) {
    let sections = Changeset(
      from: old.sectionOrder, to: new.sectionOrder, identifiedBy: { $0 },
      isContentEqual: { _, _ in true })
    deletedSections = sections.deletions
    insertedSections = sections.insertions.map(\.index)
    var sectionMoves = sections.moves.map { Optional(($0.from, $0.to)) }
    // A reloaded section that moved is deleted and inserted (the engine reloads kept sections).
    var rebuilt = Set<Int>()
    if !new.reloadedSections.isEmpty {
      let moveOf = Dictionary(
        uniqueKeysWithValues: sections.moves.enumerated().map { ($1.from, $0) })
      for section in new.reloadedSections.elements {
        guard let from = old.sectionPositions[section], let to = new.sectionPositions[section]
        else { continue }
        if let move = moveOf[from] {
          sectionMoves[move] = nil
          deletedSections.append(from)
          insertedSections.append(to)
        } else {
          reloadedSections.append(from)
        }
        rebuilt.insert(from)
      }
    }
    movedSections = sectionMoves.compactMap { $0 }
    // The kept sections: in both snapshots, not reloaded, old position by new position.
    var keptOld = [Bool](repeating: false, count: old.sectionOrder.count)
    var kept: [(old: Int, new: Int)] = []
    for (position, section) in new.sectionOrder.enumerated() {
      guard let from = old.sectionPositions[section], !rebuilt.contains(from) else { continue }
      keptOld[from] = true
      kept.append((from, position))
    }
    diffItems(old, new, kept: kept)
    markReloads(old, new, keptOld: keptOld)
  }

  /// The item changes of the kept sections: deletions, insertions and moves, an item going from
  /// one kept section to another being a move.
  private mutating func diffItems<Section, Item>(
    _ old: NSDiffableDataSourceSnapshot<Section, Item>,
    _ new: NSDiffableDataSourceSnapshot<Section, Item>,
    kept: [(old: Int, new: Int)]
  ) {
    var departed: [(item: Item, from: IndexPath)] = []
    var departedIndex: [Item: Int] = [:]
    var arrivals: [(item: Item, to: IndexPath)] = []
    for (oldSection, newSection) in kept {
      let before = old.sectionItems[oldSection]
      let after = new.sectionItems[newSection]
      // Shared storage compares in O(1): untouched sections cost nothing.
      guard before != after else { continue }
      let changes = Changeset(
        from: before, to: after, identifiedBy: { $0 }, isContentEqual: { _, _ in true })
      for row in changes.deletions {
        departedIndex[before[row]] = departed.count
        departed.append((before[row], IndexPath(row: row, section: oldSection)))
      }
      for insertion in changes.insertions {
        arrivals.append((insertion.element, IndexPath(row: insertion.index, section: newSection)))
      }
      for move in changes.moves {
        movedItems.append(
          (
            IndexPath(row: move.from, section: oldSection),
            IndexPath(row: move.to, section: newSection)
          ))
      }
    }
    var stayed = [Bool](repeating: false, count: departed.count)
    for arrival in arrivals {
      if let index = departedIndex[arrival.item] {
        stayed[index] = true
        movedItems.append((departed[index].from, arrival.to))
      } else {
        insertedItems.append(arrival.to)
      }
    }
    for (index, departure) in departed.enumerated() where !stayed[index] {
      deletedItems.append(departure.from)
    }
  }

  /// The reloads and reconfigurations of items shown before and after the update, in kept
  /// sections; a reloaded item that moved is deleted and inserted instead.
  private mutating func markReloads<Section, Item>(
    _ old: NSDiffableDataSourceSnapshot<Section, Item>,
    _ new: NSDiffableDataSourceSnapshot<Section, Item>,
    keptOld: [Bool]
  ) {
    guard !new.reloadedItems.isEmpty || !new.reconfiguredItems.isEmpty else { return }
    var oldRows = RowIndex(old)
    var newRows = RowIndex(new)
    let deleted = Set(deletedItems)
    var moveFrom: [IndexPath: Int] = [:]
    for (index, move) in movedItems.enumerated() { moveFrom[move.from] = index }
    var cancelledMoves = Set<Int>()
    for item in new.reloadedItems.elements {
      guard let from = oldRows.indexPath(of: item), keptOld[from.section], !deleted.contains(from),
        let to = newRows.indexPath(of: item)
      else { continue }
      if let move = moveFrom[from] {
        cancelledMoves.insert(move)
        deletedItems.append(from)
        insertedItems.append(to)
      } else {
        reloadedItems.append(from)
      }
    }
    if !cancelledMoves.isEmpty {
      movedItems = movedItems.enumerated().filter { !cancelledMoves.contains($0.offset) }.map(
        \.element)
    }
    for item in new.reconfiguredItems.elements where !new.reloadedItems.contains(item) {
      guard let from = oldRows.indexPath(of: item), keptOld[from.section], !deleted.contains(from),
        new.sectionOfItem[item] != nil
      else { continue }
      reconfiguredItems.append(from)
    }
  }
}

/// Rows of items in a snapshot, each section's found once, when first asked.
private struct RowIndex<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  let snapshot: NSDiffableDataSourceSnapshot<Section, Item>
  var rows: [Int: [Item: Int]] = [:]

  init(_ snapshot: NSDiffableDataSourceSnapshot<Section, Item>) {
    self.snapshot = snapshot
  }

  /// The index path of `item`, `nil` when it is not in the snapshot.
  mutating func indexPath(of item: Item) -> IndexPath? {
    guard let section = snapshot.sectionOfItem[item],
      let position = snapshot.sectionPositions[section]
    else { return nil }
    if rows[position] == nil {
      var index: [Item: Int] = [:]
      for (row, identifier) in snapshot.sectionItems[position].enumerated() {
        index[identifier] = row
      }
      rows[position] = index
    }
    return rows[position]?[item].map { IndexPath(row: $0, section: position) }
  }
}
