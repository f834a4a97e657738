/// A ``ListHostingAdapter``'s reads of its items and identifiers, as closures made by the code
/// that creates the adapter, where `Items` and `Child` are known, so that they run specialized
/// (the list calls the adapter through its protocols, so the adapter's own generic code never
/// is: an unspecialized `items[row]`, hash and `==` cost about 2,000 instructions a row).
@usableFromInline
struct SpecializedRowReads<Items: RandomAccessCollection, Child: ListItemComponent>
where Items.Index == Int, Items.Element: Diffable, Child.Item == Items.Element {
  @usableFromInline typealias Identifier = Items.Element.DiffIdentifier

  /// The hash of the identifier of the item at a row (its `hashValue`), `nil` for a row
  /// outside the items.
  let hash: (SharedItems<Items>, Int) -> Int?
  /// The item at a row of the items.
  let item: (SharedItems<Items>, Int) -> Items.Element
  /// Whether an entry is the one of the identifier of the item at a row of the items.
  let isEntryOfRow: (AdapterEntry, SharedItems<Items>, Int) -> Bool
  /// The hash of an identifier.
  let identifierHash: (Identifier) -> Int
  /// Whether an entry is the one of an identifier.
  let isEntryOfIdentifier: (AdapterEntry, Identifier) -> Bool

  /// The reads of `Items` and `Child`, specialized where this is inlined.
  @inlinable
  init() {
    // Closure literals in this nonisolated initializer: a reference to a static function of a
    // generic type, or a closure formed on the main actor, captures `Items`' metatype in an
    // isolated closure (a Swift 6 warning).
    self.init(
      hash: { box, row in Self.hash(in: box.items, at: row) },
      item: { box, row in Self.item(in: box.items, at: row) },
      isEntryOfRow: { entry, box, row in
        Self.identifier(of: entry) == Self.item(in: box.items, at: row).diffIdentifier
      },
      identifierHash: { identifier in identifier.hashValue },
      isEntryOfIdentifier: { entry, identifier in Self.identifier(of: entry) == identifier })
  }

  /// The hash of the identifier of the item at `row`, `nil` outside the items.
  @inlinable
  static func hash(in items: Items, at row: Int) -> Int? {
    guard row >= 0, row < items.count else { return nil }
    return items[items.startIndex + row].diffIdentifier.hashValue
  }

  /// The item at `row`, which must be one of the items.
  @inlinable
  static func item(in items: Items, at row: Int) -> Items.Element {
    items[items.startIndex + row]
  }

  /// The identifier of the item an adapter's entry holds: every entry of the adapter is a
  /// `TypedAdapterEntry` of its own types (`unsafeDowncast` checks it in debug builds).
  @inlinable
  static func identifier(of entry: AdapterEntry) -> Identifier {
    // A copy first: the item's `diffIdentifier` (user code) runs after the read of the entry's
    // item ended (see `TypedAdapterEntry.item`).
    let item = unsafeDowncast(entry, to: TypedAdapterEntry<Items.Element, Child>.self).item
    return item.diffIdentifier
  }

  @usableFromInline
  init(
    hash: @escaping (SharedItems<Items>, Int) -> Int?,
    item: @escaping (SharedItems<Items>, Int) -> Items.Element,
    isEntryOfRow: @escaping (AdapterEntry, SharedItems<Items>, Int) -> Bool,
    identifierHash: @escaping (Identifier) -> Int,
    isEntryOfIdentifier: @escaping (AdapterEntry, Identifier) -> Bool
  ) {
    self.hash = hash
    self.item = item
    self.isEntryOfRow = isEntryOfRow
    self.identifierHash = identifierHash
    self.isEntryOfIdentifier = isEntryOfIdentifier
  }
}
