/// The diff's hash table of identifiers: each identifier is hashed once, and its entry is found
/// or added in the same probe.
///
/// Open addressing with linear probing, at most half full. A bucket holds the entry's number
/// plus one (0: empty) in its low bits and the high bits of the identifier's hash in the others,
/// so a probe compares identifiers only when those bits match: a miss (an item the other
/// collection lacks) compares none, and a string identifier's storage is read only for its match.
/// Equality decides, as in `Dictionary`: identifiers match exactly when they are equal.
///
/// It owns its storage (noncopyable, freed by `deinit`), made once for the `capacity` it is
/// given, so adding an entry neither checks uniqueness nor grows: the diff adds at most one
/// entry per item of the two collections, and makes the table for their total count.
@usableFromInline
struct IdentifierTable<ID: Hashable>: ~Copyable {
  /// Per bucket: 0, or the high bits of the hash (`tagMask`) and the entry plus one.
  @usableFromInline let buckets: UnsafeMutablePointer<Int>
  @usableFromInline let bucketMask: Int
  @usableFromInline let tagMask: Int
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
    buckets = .allocate(capacity: bucketCount)
    buckets.initialize(repeating: 0, count: bucketCount)
    bucketMask = bucketCount - 1
    // The entry numbers plus one (1 through `capacity`) take the low bits; smart shift: 0 bits
    // of tag when they take all 64.
    tagMask = ~0 << (Int.bitWidth - capacity.leadingZeroBitCount)
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
    let tag = hash & tagMask
    var bucket = hash & bucketMask
    while true {
      let word = buckets[bucket]
      if word == 0 {
        // The diff adds one entry per item at most; a table full here is a bug of the diff.
        precondition(count < capacity, "IdentifierTable is full")
        let entry = count
        (entries + entry).initialize(to: (identifier, value))
        count += 1
        buckets[bucket] = tag | (entry + 1)
        return (entry, true)
      }
      if word & tagMask == tag {
        let entry = (word & ~tagMask) - 1
        if entries[entry].identifier == identifier { return (entry, false) }
      }
      bucket = (bucket + 1) & bucketMask
    }
  }
}
