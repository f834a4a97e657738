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
  ///   *m* items (one identifier computation and one hash insertion or lookup per item, two for a
  ///   deleted item, and one content comparison per matched pair), plus O(*k* log *k*) integer
  ///   comparisons to find the stationary items among the *k* items whose relative order changed
  ///   (none when nothing moved).
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
    // The next unmatched occurrence of each identifier in `new` (-1 once all are matched), the
    // occurrence after each one, and which are repeats. The last two are made at the first
    // repeat: without repeats (the common case) the matching loop reads neither.
    var nextOccurrence = [ID: Int](minimumCapacity: new.count)
    var laterOccurrence: [Int] = []
    var isRepeatInNew: [Bool] = []
    var index = new.count - 1
    while index >= 0 {
      if let later = nextOccurrence.updateValue(index, forKey: identifier(new[index])) {
        if laterOccurrence.isEmpty {
          laterOccurrence = [Int](repeating: -1, count: new.count)
          isRepeatInNew = [Bool](repeating: false, count: new.count)
        }
        laterOccurrence[index] = later
        isRepeatInNew[later] = true
        duplicateIdentifierCount += 1
      }
      index -= 1
    }
    let newHasRepeats = !laterOccurrence.isEmpty
    // Match old items to new ones, occurrence by occurrence.
    var deletions: [Int] = []
    // Old items whose identifier `new` lacks: their repeats are counted afterwards, in a set of
    // their own, so that the dictionary keeps the size it was made with.
    var oldOnly: [Int] = []
    var oldIndexOfNew = [Int](repeating: -1, count: new.count)
    var matchedNewIndices: [Int] = []
    matchedNewIndices.reserveCapacity(Swift.min(old.count, new.count))
    for oldIndex in old.indices {
      let id = identifier(old[oldIndex])
      guard let slot = nextOccurrence.index(forKey: id) else {
        oldOnly.append(oldIndex)
        deletions.append(oldIndex)
        continue
      }
      let newIndex = nextOccurrence.values[slot]
      guard newIndex >= 0 else {
        // All occurrences in `new` are taken.
        deletions.append(oldIndex)
        duplicateIdentifierCount += 1
        continue
      }
      if newHasRepeats {
        if isRepeatInNew[newIndex] { duplicateIdentifierCount += 1 }
        nextOccurrence.values[slot] = laterOccurrence[newIndex]
      } else {
        nextOccurrence.values[slot] = -1
      }
      oldIndexOfNew[newIndex] = oldIndex
      matchedNewIndices.append(newIndex)
    }
    if oldOnly.count > 1 {
      var seen = Set<ID>(minimumCapacity: oldOnly.count)
      for oldIndex in oldOnly where !seen.insert(identifier(old[oldIndex])).inserted {
        duplicateIdentifierCount += 1
      }
    }
    // The stationary items: a longest increasing run of new positions in old order.
    let isStationary = Changeset<Int>.stationaryFlags(
      matchedNewIndices: matchedNewIndices, newCount: new.count)
    var insertions: [Insertion] = []
    var moves: [Move] = []
    var updates: [Update] = []
    for newIndex in new.indices {
      let oldIndex = oldIndexOfNew[newIndex]
      if oldIndex < 0 {
        insertions.append(Insertion(index: newIndex, element: new[newIndex]))
        continue
      }
      if !isStationary[newIndex] {
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
