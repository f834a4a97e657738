/// The changes of one ``ListView/performBatchUpdates(_:)``, as recorded from its closure.
///
/// Deletions, reloads, reconfigurations and move sources name positions before the update;
/// insertions and move destinations name positions after it (UIKit's convention).
struct ListBatch {
  var deletedRows: [ListIndexPath] = []
  var insertedRows: [ListIndexPath] = []
  var movedRows: [(from: ListIndexPath, to: ListIndexPath)] = []
  var reloadedRows: [ListIndexPath] = []
  var reconfiguredRows: [ListIndexPath] = []
  var deletedSections: [Int] = []
  var insertedSections: [Int] = []
  var movedSections: [(from: Int, to: Int)] = []
  var reloadedSections: [Int] = []
}

/// Where the stationary items of a sequence go when some items are removed (by old index) and
/// others inserted (by new index): the i-th stationary item takes the i-th free new slot.
struct IndexShift {
  /// Old indices of removed items, ascending.
  let removed: [Int]
  /// New indices of inserted items, ascending.
  let inserted: [Int]

  init(removed: [Int], inserted: [Int]) {
    self.removed = removed.sorted()
    self.inserted = inserted.sorted()
  }

  /// The new index of the stationary item at old index `old` (which must not be removed).
  ///
  /// - Complexity: O(log removed + log inserted).
  func map(_ old: Int) -> Int {
    let rank = old - Self.count(in: removed) { $0 < old }
    // inserted[i] - i is non-decreasing: count the inserted slots that come before this item.
    var low = 0
    var high = inserted.count
    while low < high {
      let middle = (low + high) / 2
      if inserted[middle] - middle <= rank { low = middle + 1 } else { high = middle }
    }
    return rank + low
  }

  /// The length of the prefix of sorted `values` satisfying `predicate`.
  private static func count(in values: [Int], where predicate: (Int) -> Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if predicate(values[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
