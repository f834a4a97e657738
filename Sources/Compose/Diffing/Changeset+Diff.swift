extension Changeset {
  /// Computes the changes that turn `old` into `new`, matching items by identity.
  ///
  /// ```swift
  /// let changeset = Changeset(
  ///   from: oldPhotos, to: newPhotos,
  ///   identifiedBy: \.id, isContentEqual: { $0.caption == $1.caption })
  /// ```
  ///
  /// The diff is `@inlinable`, so it is specialized for the caller's item and identifier types
  /// (an unspecialized generic diff hashes through witness tables and runs several times slower).
  ///
  /// - Parameters:
  ///   - old: The collection before the change.
  ///   - new: The collection after the change.
  ///   - identifier: The identity of an item.
  ///   - isContentEqual: Whether two items with the same identity have the same content.
  /// - Complexity: Expected O(*n* + *m*) hash and equality operations for collections of *n* and
  ///   *m* items (one identifier computation and one hash per item, an identifier comparison
  ///   per matched or repeated identifier, and one content comparison per matched pair), plus
  ///   O(*k* log *k*) integer comparisons to find the stationary items among the *k* items whose
  ///   relative order changed (none when nothing moved).
  @inlinable
  public init<Old: Collection, New: Collection, ID: Hashable>(
    from old: Old, to new: New,
    identifiedBy identifier: (Element) -> ID,
    isContentEqual: (Element, Element) -> Bool
  ) where Old.Element == Element, New.Element == Element {
    self.init(
      old: Array(old), new: Array(new), identifier: identifier, isContentEqual: isContentEqual)
  }

  @inlinable
  init<ID: Hashable>(
    old: [Element], new: [Element],
    identifier: (Element) -> ID,
    isContentEqual: (Element, Element) -> Bool
  ) {
    var duplicateIdentifierCount = 0
    // One table of the identifiers of both collections, each hashed once. The value of an
    // identifier of `new`: its next unmatched occurrence (-1 once all are matched); of an
    // identifier only `old` has: `onlyInOld`. The occurrence after each one in `new`, and which
    // are repeats, are made at the first repeat: without repeats (the common case) the matching
    // loop reads neither.
    let onlyInOld = -2
    var table = IdentifierTable<ID>(capacity: new.count + old.count)
    var laterOccurrence: [Int] = []
    var isRepeatInNew: [Bool] = []
    var index = new.count - 1
    while index >= 0 {
      let (entry, isNew) = table.entry(for: identifier(new[index]), addingWith: index)
      if !isNew {
        if laterOccurrence.isEmpty {
          laterOccurrence = [Int](repeating: -1, count: new.count)
          isRepeatInNew = [Bool](repeating: false, count: new.count)
        }
        let later = table.entries[entry].value
        table.entries[entry].value = index
        laterOccurrence[index] = later
        isRepeatInNew[later] = true
        duplicateIdentifierCount += 1
      }
      index -= 1
    }
    let newHasRepeats = !laterOccurrence.isEmpty
    // Match old items to new ones, occurrence by occurrence.
    var deletions: [Int] = []
    var oldIndexOfNew = [Int](repeating: -1, count: new.count)
    var matchedNewIndices: [Int] = []
    matchedNewIndices.reserveCapacity(Swift.min(old.count, new.count))
    for oldIndex in old.indices {
      let (entry, isNew) = table.entry(for: identifier(old[oldIndex]), addingWith: onlyInOld)
      if isNew {
        deletions.append(oldIndex)
        continue
      }
      let newIndex = table.entries[entry].value
      guard newIndex >= 0 else {
        // A repeat of an identifier only `old` has, or all occurrences in `new` are taken.
        deletions.append(oldIndex)
        duplicateIdentifierCount += 1
        continue
      }
      if newHasRepeats {
        if isRepeatInNew[newIndex] { duplicateIdentifierCount += 1 }
        table.entries[entry].value = laterOccurrence[newIndex]
      } else {
        table.entries[entry].value = -1
      }
      oldIndexOfNew[newIndex] = oldIndex
      matchedNewIndices.append(newIndex)
    }
    // The stationary items: a longest increasing run of new positions in old order.
    let stationary = Changeset<Int>.stationaryFlags(
      matchedNewIndices: matchedNewIndices, newCount: new.count)
    var insertions: [Insertion] = []
    insertions.reserveCapacity(new.count - matchedNewIndices.count)
    var moves: [Move] = []
    moves.reserveCapacity(matchedNewIndices.count - stationary.stationaryCount)
    var updates: [Update] = []
    for newIndex in new.indices {
      let oldIndex = oldIndexOfNew[newIndex]
      if oldIndex < 0 {
        insertions.append(Insertion(index: newIndex, element: new[newIndex]))
        continue
      }
      if !stationary.flags[newIndex] {
        moves.append(Move(from: oldIndex, to: newIndex))
      }
      if !isContentEqual(old[oldIndex], new[newIndex]) {
        updates.append(Update(from: oldIndex, to: newIndex, element: new[newIndex]))
      }
    }
    self.init(
      oldCount: old.count, newCount: new.count, deletions: deletions, insertions: insertions,
      moves: moves, updates: updates, duplicateIdentifierCount: duplicateIdentifierCount)
  }
}

extension Changeset where Element: Diffable {
  /// Computes the changes that turn `old` into `new`, matching items by
  /// ``Diffable/diffIdentifier`` and comparing content with ``Diffable/isContentEqual(to:)``.
  ///
  /// ```swift
  /// let changeset = Changeset(from: [1, 2, 3, 4], to: [4, 1, 2, 3])
  /// changeset.moves  // [3 → 0]: one move, 1, 2 and 3 stay in order
  /// ```
  ///
  /// - Complexity: Expected O(*n* + *m*); see
  ///   ``init(from:to:identifiedBy:isContentEqual:)``.
  @inlinable
  public init<Old: Collection, New: Collection>(from old: Old, to new: New)
  where Old.Element == Element, New.Element == Element {
    self.init(
      from: old, to: new, identifiedBy: { $0.diffIdentifier },
      isContentEqual: { $0.isContentEqual(to: $1) })
  }
}
