/// A component kept by a ``ListHostingAdapter`` with the item it last received. Not isolated, as
/// ``AdapterEntry`` is not; what reaches the component is.
@usableFromInline
final class TypedAdapterEntry<Item, Child: ListItemComponent>: AdapterEntry
where Child.Item == Item {
  let child: Child
  /// The item the component last received; its identifier is the entry's identity (read by
  /// the adapter's specialized row reads, `SpecializedRowReads`).
  ///
  /// Changed only by `replaceItem(with:)`, which releases the old item after the access; no
  /// access runs other code (the item is copied before its `diffIdentifier` or
  /// `isContentEqual(to:)` is called), so release builds skip its run-time exclusivity checks;
  /// debug builds keep them.
  #if DEBUG
    @usableFromInline private(set) var item: Item
  #else
    // Release builds skip its run-time exclusivity checks: they cost the hot paths measurably
    // (BENCHMARKS.md, "What the annotations buy").
    @exclusivity(unchecked) @usableFromInline private(set) var item: Item
  #endif

  init(child: Child, item: Item, hash: Int) {
    self.child = child
    self.item = item
    super.init(hash: hash)
  }

  @MainActor
  func update(with item: Item) {
    replaceItem(with: item)
    child.update(with: item)
  }

  /// Embeds the component in `cell` as a child of `parent`, for the adapter whose token is
  /// `owner` (``HostingCell/embed(_:in:)``).
  ///
  /// A method of the entry, so that the component is passed as the entry holds it: the
  /// adapter's unspecialized code reading `child` to pass it copies it (a retain and a release
  /// on the runtime's slow path, a component being weakly referenced).
  @MainActor
  func embed(in cell: HostingCell, parent: Component, by owner: AdapterCellRecord.Owner) {
    cell.embed(child, in: parent, by: owner)
  }

  /// Loads the component's view unless it is loaded or the row at `indexPath` lies in
  /// `listView`'s viewport (its view then loads at its embedding): the viewport is looked up
  /// only for a view still to load (a recycled component has its view).
  @MainActor
  func loadViewIfNeeded(unlessInViewportOf listView: ListView, at indexPath: ListIndexPath) {
    guard !child.isViewLoaded, !listView.isRowInViewport(indexPath) else { return }
    child.loadViewIfNeeded()
  }

  /// Gives the (detached, uncached) component a new item and identity.
  @MainActor
  func reassign(to item: Item, hash: Int) {
    self.hash = hash
    replaceItem(with: item)
    child.prepareForReuse(with: item)
  }

  /// Stores `newItem`, releasing the old item after the access to the property ended (an
  /// assignment would release it inside the access, which keeps its exclusivity check dynamic).
  private func replaceItem(with newItem: Item) {
    var old = newItem
    swap(&old, &item)
  }
}
