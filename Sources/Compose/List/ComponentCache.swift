/// A bounded cache that forgets the least recently inserted entry first.
///
/// - Complexity: O(1) amortized per operation; memory O(limit).
struct ComponentCache<Key: Hashable, Value: AnyObject> {
  let limit: Int
  private var entries: [Key: (value: Value, stamp: Int)] = [:]
  /// Insertion order, with stale entries (removed or re-inserted keys) skipped lazily.
  private var order: [(key: Key, stamp: Int)] = []
  private var head = 0
  private var nextStamp = 0

  init(limit: Int) {
    self.limit = Swift.max(0, limit)
  }

  var count: Int { entries.count }

  func peek(_ key: Key) -> Value? { entries[key]?.value }

  var values: [Value] { entries.values.map(\.value) }

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
    if head > 32, head * 2 > order.count {
      order.removeFirst(head)
      head = 0
    }
    return evicted
  }

  mutating func remove(_ key: Key) -> Value? {
    entries.removeValue(forKey: key)?.value
  }
}
