/// The items a data source has been asked to show but not yet shown, while its changes wait for
/// the list's current pass (``ListView/performAfterCurrentPass(_:)``): the next change is diffed
/// against the latest requested items, not against those the list still shows.
struct PendingItems<Items> {
  private var latest: Items?
  private var waiting = 0

  /// The items a new change starts from: the latest requested, or `shown` when none waits.
  func base(shown: Items) -> Items { latest ?? shown }

  /// Records a change to `items` that will run later.
  mutating func request(_ items: Items) {
    latest = items
    waiting += 1
  }

  /// Records that one requested change ran.
  mutating func didRun() {
    waiting -= 1
    if waiting == 0 { latest = nil }
  }
}
