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
  /// - Returns: The cells let go, so that a caller that keeps something for each pooled cell (a
  ///   facade's objects) can let it go too.
  /// - Complexity: O(cells let go).
  @discardableResult
  public final func trimReusePool(withIdentifier identifier: String, toCount limit: Int)
    -> [ListCell]
  {
    guard let index = poolIndex(of: identifier), pools[index].cells.count > Swift.max(0, limit)
    else { return [] }
    // The cells let go are released after the access to `pools` ended (see `pools`).
    let released = Array(pools[index].cells[Swift.max(0, limit)...])
    pools[index].cells.removeLast(released.count)
    // A cell let go that its data source keeps (and returns again) is not pooled any more.
    for cell in released { cell.isPooled = false }
    return released
  }

  /// Takes `cell` out of its reuse pool, if it waits there: a data source that keeps its own
  /// cells and returns one again for a row (a UIKit table's static cells, a cell an app
  /// caches) hands back a cell the list pooled when it ended display. Displaying it while it
  /// waits would let a later dequeue hand it to a second row; taken out first, it shows one row
  /// only. (UIKit documents no behaviour for this case: it keeps static cells itself.)
  ///
  /// - Parameter cell: The cell.
  /// - Returns: Whether it was in a pool.
  /// - Complexity: O(reuse identifiers + cells in its pool).
  @discardableResult
  public final func withdrawFromReusePool(_ cell: ListCell) -> Bool {
    guard cell.isPooled, let index = poolIndex(of: cell.reuseIdentifier),
      let position = pools[index].cells.firstIndex(where: { $0 === cell })
    else { return false }
    // Released after the access to `pools` ended (see `pools`).
    let withdrawn = pools[index].cells.remove(at: position)
    withdrawn.isPooled = false
    return true
  }
}
