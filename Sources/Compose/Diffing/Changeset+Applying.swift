extension Array {
  /// This array with `changeset` applied: deleted items removed, inserted items placed, moved
  /// items placed at their destinations, updated items replaced by their new content.
  ///
  /// Stationary items (present in both collections and not moved) fill the remaining positions in
  /// their original order, so applying a changeset to the collection it was computed from yields
  /// the new collection:
  ///
  /// ```swift
  /// let changeset = Changeset(from: old, to: new)
  /// old.applying(changeset) == new  // true
  /// ```
  ///
  /// - Parameter changeset: Changes computed from a collection with this array's count.
  /// - Returns: The new array, or `nil` when the changeset does not fit this array (another
  ///   count, or indices out of range).
  /// - Complexity: O(*n* + *m*).
  public func applying(_ changeset: Changeset<Element>) -> [Element]? {
    guard changeset.oldCount == count else { return nil }
    var removed = [Bool](repeating: false, count: count)
    var placed = [Element?](repeating: nil, count: changeset.newCount)
    for index in changeset.deletions {
      guard indices.contains(index) else { return nil }
      removed[index] = true
    }
    for insertion in changeset.insertions {
      guard placed.indices.contains(insertion.index) else { return nil }
      placed[insertion.index] = insertion.element
    }
    for move in changeset.moves {
      guard indices.contains(move.from), placed.indices.contains(move.to) else { return nil }
      removed[move.from] = true
      placed[move.to] = self[move.from]
    }
    var next = 0
    for (index, item) in enumerated() where !removed[index] {
      while next < placed.count, placed[next] != nil { next += 1 }
      guard next < placed.count else { return nil }
      placed[next] = item
      next += 1
    }
    for update in changeset.updates {
      guard placed.indices.contains(update.to) else { return nil }
      placed[update.to] = update.element
    }
    var result: [Element] = []
    result.reserveCapacity(placed.count)
    for item in placed {
      guard let item else { return nil }
      result.append(item)
    }
    return result
  }
}
