/// What a ``ListHostingAdapter`` keeps per item identity, without its generic parameters: the
/// adapter's table (``ComponentCache``) holds these, and every one of them is a
/// `TypedAdapterEntry<Item, Child>` of that adapter's own types (see `ListHostingAdapter.typed(_:)`).
///
/// Not isolated to the main actor (it is not `Sendable` either, so it stays where the adapter
/// is): the adapter's specialized identifier reads (`SpecializedRowReads`), which are nonisolated, read it.
@usableFromInline
class AdapterEntry {
  /// The hash of the item's identifier (its `hashValue`): where the table places the entry.
  var hash: Int
  /// Whether a displayed cell hosts the component (as the first occurrence of its identifier).
  var isHosted = false
  /// The stamp of the entry's record in the cache order, `0` when it is not cached.
  var cacheStamp = 0

  init(hash: Int) {
    self.hash = hash
  }
}
