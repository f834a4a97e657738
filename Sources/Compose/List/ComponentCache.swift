/// The components a ``ListHostingAdapter`` keeps by item identity, in one table: those hosted by
/// displayed cells and those cached off screen. The cached ones are bounded by ``limit``, the
/// least recently cached going first.
///
/// One table, so that a row costs one lookup: an entry knows whether it is hosted
/// (`HostedEntry.isHosted`) and where its record in the cache order is (`HostedEntry.cacheStamp`,
/// `0` when it is not cached), so moving it between hosted and cached needs no hashing, and a
/// record whose entry left the cache is emptied at once (it keeps no component alive). Every
/// entry in the table is stored under its own `key`.
///
/// - Complexity: O(1) amortized per operation; memory O(hosted + limit).
@MainActor
struct ComponentCache {
  let limit: Int
  private var table: [ItemKey: HostedEntry] = [:]
  /// Cache order from `head` on: the cached entries, oldest first, with empty records (entries
  /// that left the cache) skipped lazily and compacted away once they outnumber the live ones.
  private var order: [HostedEntry?] = []
  private var head = 0
  /// The stamp of `order[0]`: an entry's `cacheStamp` is `base` plus its index in `order`.
  private var base = 1
  /// The number of cached (not hosted) entries.
  private(set) var count = 0

  init(limit: Int) {
    self.limit = Swift.max(0, limit)
  }

  /// The number of order records kept, live and stale: at most about twice the limit.
  var orderRecordCount: Int { order.count - head }

  /// The entry of `key`, hosted or cached.
  subscript(key: ItemKey) -> HostedEntry? { table[key] }

  /// The cached entry of `key`, `nil` when there is none or it is hosted.
  func cached(_ key: ItemKey) -> HostedEntry? {
    guard let entry = table[key], entry.cacheStamp != 0 else { return nil }
    return entry
  }

  /// Records `entry`, which is not in the table, as hosted under its key.
  mutating func insertHosted(_ entry: HostedEntry) {
    entry.isHosted = true
    table[entry.key] = entry
  }

  /// Records `entry`, found in the table, as hosted (leaving the cache if it was cached).
  mutating func markHosted(_ entry: HostedEntry) {
    uncache(entry)
    entry.isHosted = true
  }

  /// Caches `entry` under its key: an entry the table holds moves from hosted to cached; one it
  /// does not hold is added, replacing a cached entry of that key. An entry whose key another
  /// hosted entry holds is not kept. Returns what left to stay within the limit (release it
  /// outside): at most one entry, as the cache held at most `limit` before.
  mutating func cache(_ entry: HostedEntry) -> HostedEntry? {
    entry.isHosted = false
    guard limit > 0 else {
      remove(entry)
      return entry
    }
    let current = table[entry.key]
    if current == nil {
      table[entry.key] = entry
    } else if let current, current !== entry {
      guard !current.isHosted else { return entry }
      uncache(current)
      table[entry.key] = entry
    }
    entry.cacheStamp = base + order.count
    count += 1
    order.append(entry)
    var evicted: HostedEntry?
    while count > limit, head < order.count {
      let oldest = order[head]
      head += 1
      if let oldest {
        uncache(oldest)
        remove(oldest)
        evicted = oldest
      }
    }
    // Evicted records pile up before `head`, empty ones after it: drop both once they dominate.
    if (head > 16 && head * 2 > order.count) || order.count - head > 2 * limit + 16 { compact() }
    return evicted
  }

  /// Removes the cached entry of `key` from the table, returning it; a hosted one stays.
  mutating func removeCached(_ key: ItemKey) -> HostedEntry? {
    guard let entry = table[key], !entry.isHosted else { return nil }
    uncache(entry)
    table[key] = nil
    return entry
  }

  /// Removes `entry` from the table if the table holds it (a hosted component user code moved
  /// away, or an evicted one).
  mutating func remove(_ entry: HostedEntry) {
    guard let removed = table.removeValue(forKey: entry.key) else { return }
    if removed !== entry { table[entry.key] = removed }
    uncache(entry)
  }

  /// Takes `entry` out of the cache, emptying its order record.
  private mutating func uncache(_ entry: HostedEntry) {
    guard entry.cacheStamp != 0 else { return }
    order[entry.cacheStamp - base] = nil
    entry.cacheStamp = 0
    count -= 1
  }

  /// Drops the empty order records, keeping the live ones in order and renumbering their
  /// entries: O(records), run once per O(limit) insertions.
  private mutating func compact() {
    base += order.count
    var live: [HostedEntry?] = []
    live.reserveCapacity(count)
    for index in head..<order.count {
      guard let entry = order[index] else { continue }
      entry.cacheStamp = base + live.count
      live.append(entry)
    }
    order = live
    head = 0
  }
}
