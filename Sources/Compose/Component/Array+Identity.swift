extension Array where Element: AnyObject {
  /// The index of the first element that is `object` itself, or `nil`.
  ///
  /// A loop rather than `firstIndex(where: { $0 === object })`: a closure written in main-actor
  /// code is isolated to the main actor, and Swift checks the executor each time a module built
  /// without strict concurrency (the standard library) calls it. On the engine's hot paths that
  /// check cost more than the search.
  ///
  /// - Complexity: O(*n*).
  func firstIndex(ofIdentical object: Element) -> Int? {
    var index = startIndex
    while index < endIndex {
      if self[index] === object { return index }
      index += 1
    }
    return nil
  }

  /// The index of the last element that is `object` itself, or `nil` (a loop, for the reason
  /// given on ``firstIndex(ofIdentical:)``).
  ///
  /// - Complexity: O(*n*).
  func lastIndex(ofIdentical object: Element) -> Int? {
    var index = endIndex
    while index > startIndex {
      index -= 1
      if self[index] === object { return index }
    }
    return nil
  }
}
