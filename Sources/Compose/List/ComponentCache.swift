/// A bounded cache that forgets the least recently inserted entry first.
///
/// - Complexity: O(1) amortized per operation; memory O(limit).
struct ComponentCache<Key: Hashable, Value: AnyObject> {
  let limit: Int
  private var entries: [Key: (value: Value, stamp: Int)] = [:]
  /// Insertion order from `head` on, with stale entries (removed or re-inserted keys) skipped
  /// lazily and compacted away once they outnumber the live ones.
  private var order: [(key: Key, stamp: Int)] = []
  private var head = 0
  private var nextStamp = 0

  init(limit: Int) {
    self.limit = Swift.max(0, limit)
  }

  var count: Int { entries.count }

  /// The number of order records kept, live and stale: at most about twice the limit.
  var orderRecordCount: Int { order.count - head }

  func peek(_ key: Key) -> Value? { entries[key]?.value }

  /// Inserts `value`, returning what was evicted to stay within the limit (release it outside).
  mutating func insert(_ value: Value, for key: Key) -> [Value] {
    guard limit > 0 else { return [value] }
    nextStamp += 1
    entries[key] = (value, nextStamp)
    order.append((key, nextStamp))
    var evicted: [Value] = []
    while entries.count > limit, head < order.count {
      let oldest = order[head]
      head += 1
      if let entry = entries[oldest.key], entry.stamp == oldest.stamp {
        entries[oldest.key] = nil
        evicted.append(entry.value)
      }
    }
    // Evicted records pile up before `head`, stale ones after it: drop both once they dominate.
    if (head > 16 && head * 2 > order.count) || order.count - head > 2 * limit + 16 { compact() }
    return evicted
  }

  mutating func remove(_ key: Key) -> Value? {
    entries.removeValue(forKey: key)?.value
  }

  /// Drops the stale order records, keeping the live ones in order: O(records), run once per
  /// O(limit) insertions.
  private mutating func compact() {
    order = order[head...].filter { entries[$0.key]?.stamp == $0.stamp }
    head = 0
  }
}
