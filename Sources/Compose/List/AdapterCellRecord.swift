/// What a displayed cell hosts, and whether it is a duplicate's uncached component; kept on the
/// cell (`HostingCell.adapterHosting`) with the token of the adapter that stored it.
struct AdapterCellRecord {
  /// An adapter's token: a cell's hosting is an adapter's only if it carries that adapter's token
  /// (held strongly here, so no other object can take its address while it is compared). It knows
  /// the adapter's parent, which hosted components are embedded in (see
  /// `HostingCell.hostParentOwner`).
  ///
  /// It holds the adapter's references to its parent and its list, both unowned (a weak reference
  /// would give the parent and the list side tables, whose retains and releases take the runtime's
  /// slow path on every scrolled row). Each target clears its own before it goes: the parent and
  /// the list keep the tokens that name them (`hostingOwners`), and the parent's `deinit`
  /// (``MainActorChildRelease``) and the list's (``ListReferenceClearing``) set them to `nil`, as a
  /// weak reference would read then. Nothing else writes them.
  @MainActor final class Owner {
    /// The adapter's parent: unowned, cleared by the parent before it goes (see above).
    #if DEBUG
      unowned(safe) var parent: Component?
    #else
      // Not checked for exclusivity at run time, for the measured reason and the invariant
      // given at `Component.Storage` (its `parent`).
      @exclusivity(unchecked) unowned(safe) var parent: Component?
    #endif
    /// The adapter's list: unowned, cleared by the list before it goes (see above).
    unowned(safe) var listView: ListView?

    init(parent: Component, listView: ListView) {
      self.parent = parent
      self.listView = listView
    }
  }

  let owner: Owner
  let entry: AdapterEntry
  let isDuplicate: Bool
}
