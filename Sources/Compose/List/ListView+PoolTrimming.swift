extension ListView {
  /// Lets go of the cells waiting in the reuse pool of `identifier` beyond the first `limit`.
  ///
  /// A data source that makes a new cell for a row instead of dequeuing one (UIKit code that calls
  /// `UITableViewCell(style:reuseIdentifier:)` in `tableView(_:cellForRowAt:)`) never takes cells
  /// from the pool, which would otherwise grow with scrolling: it trims the pool instead. UIKit
  /// trims its reuse queues itself, invisibly.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier of the pool.
  ///   - limit: How many cells the pool keeps at most; a negative limit keeps none.
  /// - Complexity: O(cells let go).
  public final func trimReusePool(withIdentifier identifier: String, toCount limit: Int) {
    guard let index = poolIndex(of: identifier), pools[index].cells.count > Swift.max(0, limit)
    else { return }
    // The cells let go are released after the access to `pools` ended (see `pools`).
    let released = Array(pools[index].cells[Swift.max(0, limit)...])
    pools[index].cells.removeLast(released.count)
  }
}
