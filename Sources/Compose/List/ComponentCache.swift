/// The components a ``ListHostingAdapter`` keeps by item identity, in one table: those hosted by
/// displayed cells and those cached off screen. The cached ones are bounded by ``limit``, the
/// least recently cached going first.
///
/// One table, so that a row costs one lookup: an entry knows whether it is hosted
/// (`AdapterEntry.isHosted`) and where its record in the cache order is (`AdapterEntry.cacheStamp`,
/// `0` when it is not cached), so moving it between hosted and cached needs no lookup, and a
/// record whose entry left the cache is emptied at once (it keeps no component alive).
///
/// The table is an open-addressing hash table placed by the entries' stored identifier hashes
/// (`AdapterEntry.hash`, the identifier's `hashValue`), so that neither a lookup nor an insertion
/// hashes anything. The cache does not know the identifiers' type: a lookup returns the entries
/// whose hash matches, one at a time (``candidate(hash:from:)``), and the adapter compares their
/// identifiers itself, between two calls; no user code (an identifier's `==`) ever runs inside a
/// call, and no call releases the last reference to an entry (the callers pass entries they still
/// hold), so no `deinit` runs inside one either.
///
/// - Complexity: O(1) amortized per operation; memory O(hosted + limit).
@MainActor
struct ComponentCache {
  let limit: Int
  /// The table: a power-of-two number of slots (or none before the first insertion), at most
  /// half of them occupied, each entry in the first free slot at or after its hash's home slot
  /// (linear probing; removals shift the following entries back, so there are no tombstones).
  private var slots: [AdapterEntry?] = []
  /// The hash of each occupied slot's entry, beside it so that probing reads no entry.
  private var hashes: [Int] = []
  /// The number of entries in the table, hosted and cached.
  private var occupied = 0
  /// Cache order from `head` on: the cached entries, oldest first, with empty records (entries
  /// that left the cache) skipped lazily and compacted away once they outnumber the live ones.
  private var order: [AdapterEntry?] = []
  private var head = 0
  /// The stamp of `order[0]`: an entry's `cacheStamp` is `base` plus its index in `order`.
  private var base = 1
  /// The number of cached (not hosted) entries.
  private(set) var count = 0

  init(limit: Int) {
    self.limit = Swift.max(0, limit)
  }

  // MARK: Lookup

  /// The first slot to probe for `hash`: pass it to ``candidate(hash:from:)``.
  func probeStart(_ hash: Int) -> Int { slots.isEmpty ? 0 : hash & (slots.count - 1) }

  /// The next entry at or after `position` whose hash is `hash`, or `nil` when there is none;
  /// `position` moves past it, so calling again continues the probe.
  ///
  /// Changes nothing, but `mutating`, so that it reads the table where the adapter stores it: a
  /// non-mutating call on the adapter's stored table copies it first (a retain and a release of
  /// each of its arrays).
  mutating func candidate(hash: Int, from position: inout Int) -> AdapterEntry? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    while let entry = slots[position] {
      let slot = position
      position = (position + 1) & mask
      if hashes[slot] == hash { return entry }
    }
    return nil
  }

  // MARK: Changing

  /// Records `entry`, which is not in the table, as hosted.
  mutating func insertHosted(_ entry: AdapterEntry) {
    entry.isHosted = true
    insert(entry)
  }

  /// Records `entry`, found in the table, as hosted (leaving the cache if it was cached).
  mutating func markHosted(_ entry: AdapterEntry) {
    uncache(entry)
    entry.isHosted = true
  }

  /// Caches `entry`: an entry the table holds moves from hosted to cached; one it does not hold
  /// is added, replacing `current`, the cached entry of its identifier if there is one. When
  /// `current` is hosted, `entry` is not kept. Returns what left to stay within the limit
  /// (release it outside): at most one entry, as the cache held at most `limit` before.
  ///
  /// - Parameter current: The table's entry of `entry`'s identifier (`entry` itself when the
  ///   table holds it), found by the caller.
  mutating func cache(_ entry: AdapterEntry, current: AdapterEntry?) -> AdapterEntry? {
    entry.isHosted = false
    guard limit > 0 else {
      remove(entry)
      return entry
    }
    if let current, current !== entry {
      guard !current.isHosted else { return entry }
      remove(current)
      insert(entry)
    } else if current == nil {
      insert(entry)
    }
    entry.cacheStamp = base + order.count
    count += 1
    order.append(entry)
    var evicted: AdapterEntry?
    while count > limit, head < order.count {
      // Taken out of its record: the reference returned is then the table's last one, released
      // by the caller, outside this call.
      var oldest: AdapterEntry?
      swap(&oldest, &order[head])
      head += 1
      if let oldest {
        remove(oldest)
        evicted = oldest
      }
    }
    // Emptied records pile up before `head`, empty ones after it: drop both once they dominate.
    if (head > 16 && head * 2 > order.count) || order.count - head > 2 * limit + 16 { compact() }
    return evicted
  }

  /// Removes `entry` from the table if the table holds it, and from the cache (a hosted component
  /// user code moved away, a deleted item's cached one, or an evicted one): it is neither hosted
  /// nor cached any more.
  mutating func remove(_ entry: AdapterEntry) {
    entry.isHosted = false
    uncache(entry)
    guard !slots.isEmpty else { return }
    let mask = slots.count - 1
    var slot = entry.hash & mask
    while let current = slots[slot] {
      if current === entry {
        removeSlot(slot)
        return
      }
      slot = (slot + 1) & mask
    }
  }

  // MARK: Internals

  /// Puts `entry`, which is not in the table, in the first free slot of its probe sequence.
  private mutating func insert(_ entry: AdapterEntry) {
    if (occupied + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var slot = entry.hash & mask
    while slots[slot] != nil { slot = (slot + 1) & mask }
    slots[slot] = entry
    hashes[slot] = entry.hash
    occupied += 1
  }

  /// Empties `slot`, moving back the entries after it that the hole would cut off from their
  /// home slot (backward-shift deletion).
  private mutating func removeSlot(_ slot: Int) {
    let mask = slots.count - 1
    var hole = slot
    var next = (slot + 1) & mask
    while slots[next] != nil {
      let home = hashes[next] & mask
      // The entry may fill the hole when the hole lies between its home slot and its slot.
      if (next &- home) & mask >= (next &- hole) & mask {
        slots[hole] = slots[next]
        hashes[hole] = hashes[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = nil
    occupied -= 1
  }

  /// Doubles the table (to 16 slots at first) and places the entries again.
  private mutating func grow() {
    let old = slots
    let capacity = Swift.max(16, slots.count * 2)
    slots = Array(repeating: nil, count: capacity)
    hashes = Array(repeating: 0, count: capacity)
    occupied = 0
    for case let entry? in old { insert(entry) }
  }

  /// Takes `entry` out of the cache, emptying its order record.
  private mutating func uncache(_ entry: AdapterEntry) {
    guard entry.cacheStamp != 0 else { return }
    order[entry.cacheStamp - base] = nil
    entry.cacheStamp = 0
    count -= 1
  }

  /// Drops the empty order records, keeping the live ones in order and renumbering their
  /// entries: O(records), run once per O(limit) insertions. In place: the records keep their
  /// storage, so the next appends neither allocate nor grow it again.
  private mutating func compact() {
    let newBase = base + order.count
    var kept = 0
    for index in head..<order.count {
      // Moved down, not copied. Every record before `index` not yet refilled is empty (those
      // before `head` were emptied by their eviction).
      guard let entry = order[index].take() else { continue }
      entry.cacheStamp = newBase + kept
      order[kept] = entry
      kept += 1
    }
    // Empty records only, one at a time: `removeLast(_:)` runs the generic `replaceSubrange`.
    while order.count > kept { order.removeLast() }
    base = newBase
    head = 0
  }
}
