/// How many times a list of children or subviews holds an entry, for the invariant checks that
/// each component is listed once by its parent and each view once by its superview.
///
/// The first question about a list walks it; a second question about the same list builds a
/// table of its entries, which answers every later one in O(1). So checking the k children an
/// operation touched below one parent walks the parent's list at most twice, not k times (k
/// walks of a list of n made one preview step over a wide tree cost O(n²)).
struct ListingCounts {
  /// The lists asked about once, by their holder.
  private var walked = Set<ObjectIdentifier>()
  /// The tables of the lists asked about more than once, by their holder.
  private var tables: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]
  /// The list entries visited so far (walks and tables), counted in the window's
  /// `invariantCheckWork`.
  private(set) var entriesVisited = 0

  /// How many times `list`, held by `holder`, holds `entry`. `list` must be the same for every
  /// question about `holder` (nothing changes the tree while a check runs).
  ///
  /// - Complexity: O(`list.count`) for the first two questions about `holder`, O(1) after.
  mutating func count<Entry: AnyObject>(
    of entry: Entry, in list: [Entry], heldBy holder: AnyObject
  ) -> Int {
    let key = ObjectIdentifier(holder)
    if let table = tables[key] { return table[ObjectIdentifier(entry)] ?? 0 }
    entriesVisited += list.count
    if walked.insert(key).inserted {
      var count = 0
      for listed in list where listed === entry { count += 1 }
      return count
    }
    var table: [ObjectIdentifier: Int] = [:]
    table.reserveCapacity(list.count)
    for listed in list { table[ObjectIdentifier(listed), default: 0] += 1 }
    tables[key] = table
    return table[ObjectIdentifier(entry)] ?? 0
  }
}
