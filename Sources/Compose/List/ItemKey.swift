/// An item identifier with its type erased, as the key of ``ListHostingAdapter``'s tables.
///
/// The list calls the adapter through its protocols, so a client module never specializes the
/// adapter's generic code: a dictionary keyed by `Item.DiffIdentifier` ran as unspecialized
/// generic code, and one keyed by `AnyHashable` paid for integer canonicalization (dynamic casts)
/// in every comparison. This key hashes once, when it is made, and compares the stored hashes
/// before calling the identifier's own `==`.
@usableFromInline
class ItemKey: Hashable {
  /// The identifier's hash value, computed once.
  let hash: Int

  init(hash: Int) {
    self.hash = hash
  }

  /// Whether `other`, whose hash equals this key's, names the same identifier.
  func hasSameIdentifier(as other: ItemKey) -> Bool { self === other }

  @usableFromInline
  static func == (lhs: ItemKey, rhs: ItemKey) -> Bool {
    lhs === rhs || (lhs.hash == rhs.hash && lhs.hasSameIdentifier(as: rhs))
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

/// An ``ItemKey`` of one identifier type.
///
/// One adapter only ever makes keys of its own `Item.DiffIdentifier`, so a key compared with
/// another from the same table is always of the same type; the downcast relies on that and
/// `unsafeDowncast` checks it in debug builds.
@usableFromInline
final class TypedItemKey<Identifier: Hashable>: ItemKey {
  let identifier: Identifier

  @usableFromInline
  init(_ identifier: Identifier) {
    self.identifier = identifier
    super.init(hash: identifier.hashValue)
  }

  override func hasSameIdentifier(as other: ItemKey) -> Bool {
    identifier == unsafeDowncast(other, to: TypedItemKey<Identifier>.self).identifier
  }
}
