/// The diff's hash table of identifiers: each identifier is hashed once, and its entry is found
/// or added in the same probe.
///
/// Open addressing with linear probing, at most half full. A bucket holds the entry's number
/// plus one (0: empty) in its low bits and the high bits of the identifier's hash in the others,
/// so a probe compares identifiers only when those bits match: a miss (an item the other
/// collection lacks) compares none, and a string identifier's storage is read only for its match.
/// Equality decides, as in `Dictionary`: identifiers match exactly when they are equal. Buckets
/// are 32 bits wide below 2^24 entries (at least 8 bits of hash), 64 above: half the memory to
/// clear, fault in and miss in the cache for the usual sizes.
///
/// It owns its storage (noncopyable, freed by `deinit`), made once for the `capacity` it is
/// given, so adding an entry neither checks uniqueness nor grows: the diff adds at most one
/// entry per item of the two collections, and makes the table for their total count.
@usableFromInline
struct IdentifierTable<ID: Hashable>: ~Copyable {
  /// Per bucket (`UInt32` when `isNarrow`, else `UInt`): 0, or high bits of the hash above the
  /// bits of `entryMask`, which hold the entry plus one.
  @usableFromInline let buckets: UnsafeMutableRawPointer
  @usableFromInline let isNarrow: Bool
  @usableFromInline let bucketMask: Int
  @usableFromInline let entryMask: UInt
  /// Per entry, in the order they were added: the identifier and its value, side by side (a
  /// match reads both).
  @usableFromInline let entries: UnsafeMutablePointer<(identifier: ID, value: Int)>
  @usableFromInline let capacity: Int
  /// The number of entries.
  @usableFromInline var count = 0

  /// A table for at most `capacity` entries.
  @inlinable
  init(capacity: Int) {
    var bucketCount = 16
    while bucketCount / 2 < capacity { bucketCount *= 2 }
    bucketMask = bucketCount - 1
    // The entry numbers plus one (1 through `capacity`) take the low bits (smart shift: all 64
    // when they need them).
    let entryBits = Int.bitWidth - capacity.leadingZeroBitCount
    entryMask = ((1 as UInt) << entryBits) &- 1
    isNarrow = entryBits <= 24
    if isNarrow {
      let narrow = UnsafeMutablePointer<UInt32>.allocate(capacity: bucketCount)
      narrow.initialize(repeating: 0, count: bucketCount)
      buckets = UnsafeMutableRawPointer(narrow)
    } else {
      let wide = UnsafeMutablePointer<UInt>.allocate(capacity: bucketCount)
      wide.initialize(repeating: 0, count: bucketCount)
      buckets = UnsafeMutableRawPointer(wide)
    }
    entries = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  @inlinable
  deinit {
    entries.deinitialize(count: count)
    entries.deallocate()
    buckets.deallocate()
  }

  /// The entry of `identifier`, added with `value` when the table has no equal identifier.
  @inlinable
  mutating func entry(for identifier: ID, addingWith value: Int) -> (entry: Int, isNew: Bool) {
    let hash = identifier.hashValue
    if isNarrow {
      return entry(
        for: identifier, hash: hash, addingWith: value,
        in: buckets.assumingMemoryBound(to: UInt32.self))
    }
    return entry(
      for: identifier, hash: hash, addingWith: value,
      in: buckets.assumingMemoryBound(to: UInt.self))
  }

  @inlinable
  mutating func entry<Word: FixedWidthInteger & UnsignedInteger>(
    for identifier: ID, hash: Int, addingWith value: Int, in buckets: UnsafeMutablePointer<Word>
  ) -> (entry: Int, isNew: Bool) {
    // The top bits of the hash, above the entry's bits (a constant shift per word size).
    let entryMask = Word(truncatingIfNeeded: self.entryMask)
    let highBits = UInt(bitPattern: hash) &>> (UInt.bitWidth - Word.bitWidth)
    let tag = Word(truncatingIfNeeded: highBits) & ~entryMask
    var bucket = hash & bucketMask
    while true {
      let word = buckets[bucket]
      if word == 0 {
        // The diff adds one entry per item at most; a table full here is a bug of the diff.
        precondition(count < capacity, "IdentifierTable is full")
        let entry = count
        (entries + entry).initialize(to: (identifier, value))
        count += 1
        buckets[bucket] = tag | Word(truncatingIfNeeded: entry + 1)
        return (entry, true)
      }
      if word & ~entryMask == tag {
        let entry = Int(truncatingIfNeeded: word & entryMask) - 1
        if entries[entry].identifier == identifier { return (entry, false) }
      }
      bucket = (bucket + 1) & bucketMask
    }
  }
}
