extension ListView {
  /// Lets go of the cells waiting in the reuse pool of `identifier` beyond the first `limit`.
  ///
  /// For ComposeUIKit: UIKit code that makes a new cell in `tableView(_:cellForRowAt:)` instead of
  /// dequeuing one never takes cells from the pool, which would otherwise grow with scrolling.
  ///
  /// - Complexity: O(cells let go).
  package final func trimReusePool(withIdentifier identifier: String, toCount limit: Int) {
    guard let index = poolIndex(of: identifier), pools[index].cells.count > Swift.max(0, limit)
    else { return }
    // The cells let go are released after the access to `pools` ended (see `pools`).
    let released = Array(pools[index].cells[Swift.max(0, limit)...])
    pools[index].cells.removeLast(released.count)
  }
}
