/// The data source and delegate that make a ``ListView``'s cells host child components, one per
/// item identity: a table whose cells host child view controllers, with the containment right.
///
/// The adapter maps items to components through a factory. A component belongs to its item's
/// ``Diffable/diffIdentifier``, not to a cell: it is embedded (as a child of ``parent``) into
/// the cell that displays its row in `willDisplay`, un-embedded in `didEndDisplaying`, and then
/// kept in a bounded cache (``cacheLimit``) so that scrolling back restores the same component.
/// A component is hosted by at most one cell. Because hosted components are ordinary children
/// whose views are inside the parent's view, the parent's appearance changes (a push over it, a
/// hidden window) reach every hosted child.
///
/// ```swift
/// final class Feed: Component {
///   let list = ListView(traceName: "feed", frame: Rect(x: 0, y: 0, width: 390, height: 440))
///   lazy var adapter = ListHostingAdapter(
///     items: photos, parent: self, listView: list, factory: PhotoComponent.init(photo:))
///
///   override func viewDidLoad() {
///     view.addSubview(list)
///     adapter.reloadData()
///   }
/// }
/// ```
///
/// Per displayed row (contract §6): dequeue (`prepareForReuse()` when recycled), `willDisplay`,
/// `willMove(toParent:)`, the view added, `viewWillAppear`/`viewIsAppearing`/`viewDidAppear` when
/// the parent is appeared, `didMove(toParent:)`; at `didEndDisplaying` the reverse.
/// A row entering the preload range gets its component created ahead of display, kept in the
/// cache (with its view loaded when the row is outside the viewport).
///
/// Items with the same identifier displayed at once get separate components: the first keeps
/// the cached one, the others get a fresh, uncached one each (reported as
/// ``Diagnostic/Code/duplicateItemIdentifier``).
///
/// `Items` is any random-access collection of items indexed from zero (an array, or a lazy
/// collection that computes items on demand, so a list of a million rows needs no array of a
/// million items).
@MainActor
public final class ListHostingAdapter<Items: RandomAccessCollection, Child: ListItemComponent>:
  ListDataSource, ListDelegate
where Items.Index == Int, Items.Element: Diffable, Child.Item == Items.Element {
  /// The item type.
  public typealias Item = Items.Element

  /// The items, one row each, in section 0. Change them with ``apply(_:)`` or ``reloadData(_:)``.
  public var items: Items { itemsBox.items }
  /// The component hosted children are added to; not held (`nil` once it is released).
  public var parent: Component? { token.parent }
  /// The list this adapter feeds; not held (`nil` once it is released).
  public var listView: ListView? { token.listView }
  // Public stored properties keep a dynamic exclusivity check on every access, because code
  // outside the module may access them: the storage is private, so that the whole-module
  // optimizer drops the checks of the accesses that provably do not overlap.
  /// Storage of ``items``, boxed so that the row reads (`read`) take it by reference: passing
  /// the generic collection itself from the adapter's unspecialized code copies it each time.
  /// Replaced only by `replaceItems(with:)`, which keeps the old box referenced until after the
  /// assignment: no access to it runs other code. Its run-time exclusivity checks stay: without
  /// them the scroll measured no change (callgrind, `Benchmarks/instructions.sh`).
  private var itemsBox: SharedItems<Items>
  /// Hears the row selections of the list (the adapter is the list's ``ListView/delegate``, so
  /// it passes `didSelectRowAt` and `didDeselectRowAt` on). Weak.
  public weak var selectionDelegate: (any ListDelegate)?
  /// How many components of rows that are not displayed the adapter keeps.
  public let cacheLimit: Int
  /// The reuse identifier of the adapter's ``HostingCell``s.
  public let reuseIdentifier: String
  private let factory: @MainActor (Item) -> Child
  /// A row's item, the hash of its identifier and the comparison of that identifier with an
  /// entry's: made where the adapter is created, so it runs as code specialized for `Items` (see ``init(items:parent:listView:cacheLimit:reusesComponents:reuseIdentifier:factory:)``).
  private let read: SpecializedRowReads<Items, Child>
  // The table below holds the non-generic `AdapterEntry` by the hash of its identifier, so its
  // code is specialized once, in Compose; the identifiers are hashed and compared by `read`.
  /// The components hosted by displayed cells (first occurrences only) and the off-screen ones
  /// (preloaded or scrolled away), by identifier, in one table.
  private var cache: ComponentCache {
    get { tables.cache }
    _modify { yield &tables.cache }
  }
  /// The storage of ``cache`` and ``recycled`` (see ``AdapterTables``).
  #if DEBUG
    private var tables: AdapterTables
  #else
    // Release builds skip its run-time exclusivity checks: they cost the hot paths measurably
    // (BENCHMARKS.md, "What the annotations buy").
    @exclusivity(unchecked) private var tables: AdapterTables
  #endif
  /// Marks what this adapter stored on its cells (`HostingCell.adapterHosting`): the cells
  /// carry what they host, so that a row costs no lookup; a cell another adapter filled is not
  /// this adapter's. Holds the storage of ``parent`` and ``listView``.
  private let token: AdapterCellRecord.Owner
  /// Whether a component that leaves the cache is kept for the next item that needs one, so that
  /// scrolling through a long list stops creating components once the viewport, the preload range
  /// and the cache are filled.
  ///
  /// A component still belongs to one item at a time (contract §6): it leaves the cache (its item
  /// is then neither displayed nor cached, and nothing refers to it), waits detached in a pool of
  /// at most ``recycledComponentLimit``, and receives its next item through
  /// ``ListItemComponent/update(with:)`` before it is displayed or cached for that item, so it
  /// never shows another item's content. Off (`false`) by default: each identity gets a fresh
  /// component from the factory.
  public let reusesComponents: Bool
  /// How many detached components the adapter keeps for reuse when ``reusesComponents`` is set.
  public static var recycledComponentLimit: Int { 2 }
  /// Components that left the cache, waiting for a new item (``reusesComponents``).
  private var recycled: [AdapterEntry] {
    get { tables.recycled }
    _modify { yield &tables.recycled }
  }
  /// How many components the factory has made.
  public private(set) var numberOfComponentsCreated = 0
  /// The items of the last `apply` or `reloadData(_:)` while changes wait for the list's pass.
  private var pending = PendingItems<Items>()

  /// Creates an adapter and makes it `listView`'s data source and delegate.
  ///
  /// - Parameters:
  ///   - items: The items, one row each.
  ///   - parent: The component whose view contains `listView`; hosted components become its
  ///     children.
  ///   - listView: The list.
  ///   - cacheLimit: How many off-screen components to keep (at least twice the list's
  ///     preload count, so preloaded components survive until displayed).
  ///   - reusesComponents: Whether components evicted from the cache are given to new items
  ///     (through ``ListItemComponent/update(with:)``) instead of being released; see
  ///     ``reusesComponents``.
  ///   - reuseIdentifier: The identifier the adapter registers ``HostingCell`` under.
  ///   - factory: Makes the component for an item.
  @inlinable
  public convenience init(
    items: Items, parent: Component, listView: ListView, cacheLimit: Int = 20,
    reusesComponents: Bool = false, reuseIdentifier: String = "hosting",
    factory: @escaping @MainActor (Item) -> Child
  ) {
    // Inlinable so that the row reads below are specialized for the caller's `Items`: the list
    // calls the adapter through its protocols, so the adapter's own generic code never is, and
    // unspecialized row reads cost the scroll measurably (BENCHMARKS.md, "History").
    self.init(
      items: items, parent: parent, listView: listView, cacheLimit: cacheLimit,
      reusesComponents: reusesComponents, reuseIdentifier: reuseIdentifier, factory: factory,
      read: SpecializedRowReads())
  }

  /// The designated initializer, with the row reads made by the caller's specialized code.
  @usableFromInline
  init(
    items: Items, parent: Component, listView: ListView, cacheLimit: Int,
    reusesComponents: Bool, reuseIdentifier: String,
    factory: @escaping @MainActor (Item) -> Child, read: SpecializedRowReads<Items, Child>
  ) {
    self.read = read
    self.itemsBox = SharedItems(items)
    self.token = AdapterCellRecord.Owner(parent: parent, listView: listView)
    parent.keepHostingOwner(token)
    listView.hostingOwners.append(token)
    self.cacheLimit = Swift.max(0, cacheLimit)
    self.reusesComponents = reusesComponents
    self.reuseIdentifier = reuseIdentifier
    self.factory = factory
    tables = AdapterTables(cache: ComponentCache(limit: cacheLimit))
    listView.register(HostingCell.self, forCellReuseIdentifier: reuseIdentifier)
    listView.dataSource = self
    listView.delegate = self
    parent.holdsComponentsStrongly = true
  }

  // MARK: Reading

  /// The component kept for `item`'s identity (hosted or cached), if any.
  public func component(for item: Item) -> Child? {
    entry(forIdentifier: item.diffIdentifier).map { typed($0).child }
  }

  /// The component kept for the item whose identifier is `identifier` (hosted or cached), if
  /// any: ``component(for:)`` when only the identifier is at hand.
  ///
  /// - Complexity: O(1) on average.
  public func component(forIdentifier identifier: Item.DiffIdentifier) -> Child? {
    entry(forIdentifier: identifier).map { typed($0).child }
  }

  /// The displayed cell that hosts `component`, or `nil` when it is not displayed (cached, or
  /// moved elsewhere by user code).
  ///
  /// - Complexity: O(displayed rows).
  public func cell(for component: Component) -> ListCell? {
    for cell in listView?.visibleCells ?? [] {
      if let hosting = hosting(of: cell),
        typed(hosting.entry).child === component
      {
        return cell
      }
    }
    return nil
  }

  /// The row of the cell hosting `component`, or `nil` when it is not displayed.
  ///
  /// - Complexity: O(displayed rows).
  public func indexPath(for component: Component) -> ListIndexPath? {
    guard let cell = cell(for: component) else { return nil }
    return listView?.indexPath(for: cell)
  }

  /// The components hosted by displayed cells now, in row order.
  ///
  /// The list's host component (``parent``) has them among its `children` too, but there in the
  /// order they were embedded, not in row order (a row scrolled in at the top is embedded last).
  /// That order is the one automatic appearance forwarding follows (contract §3): when the host
  /// appears, its hosted children get their callbacks in embed order. Use this property for row
  /// order.
  public var hostedComponents: [Child] {
    (listView?.visibleCells ?? []).compactMap {
      hosting(of: $0).map { typed($0.entry).child }
    }
  }

  /// How many components wait in the cache.
  public var cachedComponentCount: Int { cache.count }

  // MARK: Changing

  /// Replaces the items and reloads the list (every displayed row ends display and is displayed
  /// again; components of items still present are reused, and receive the new item through
  /// ``ListItemComponent/update(with:)`` when its content changed).
  ///
  /// Called from one of the list's callbacks, it runs after the list's current pass. Refused
  /// with the items unchanged once the list has been released
  /// (``Diagnostic/Code/adapterListReleased``, reported on ``parent``).
  public func reloadData(_ newItems: Items) {
    guard let listView else { return refuseWithoutList("reloadData(_:)") }
    pending.request(newItems)
    listView.performAfterCurrentPass { [weak self] in
      guard let self else { return }
      self.pending.didRun()
      self.replaceItems(with: newItems)
      listView.reloadData()
    }
  }

  /// Reloads the list with the current items.
  public func reloadData() {
    listView?.reloadData()
  }

  /// Replaces the items by a keyed diff, as one batch update: deleted displayed rows end display
  /// (their components are un-embedded), inserted displayed rows are displayed, moved rows keep
  /// their cell and component with no lifecycle events, and the components of items whose
  /// content changed receive the new item through ``ListItemComponent/update(with:)`` (displayed
  /// or cached; they are not re-created), after the batch. A component that comes back from the
  /// cache for an item whose content changed meanwhile receives it before it is embedded.
  ///
  /// Called from one of the list's callbacks (a hosted child's `viewDidAppear`, say), the change
  /// runs after the list's current pass, so that pass never reads the new items by old index
  /// paths; the returned changeset is the one that will be applied.
  ///
  /// Refused with the items unchanged once the list has been released
  /// (``Diagnostic/Code/adapterListReleased``, reported on ``parent``); the changeset returned is
  /// then empty.
  ///
  /// - Parameter newItems: The new items.
  /// - Returns: The changeset, from the items of the previous `apply` to `newItems`.
  /// - Complexity: O(items) for the diff, plus work proportional to the viewport and the
  ///   changes for the list.
  @inlinable @discardableResult
  public func apply(_ newItems: Items) -> Changeset<Item> {
    // Inlinable so that the diff, most of the work, is specialized for the caller's item type:
    // inside this generic class it would run as unspecialized generic code, about three times
    // slower (see BENCHMARKS.md).
    guard let base = itemsForNextApply() else {
      return Changeset(from: items, to: items)
    }
    let changeset = Changeset(from: base, to: newItems)
    commitApply(newItems, changeset)
    return changeset
  }

  /// The items the next `apply` diffs against (those of the last one still waiting, or those
  /// shown), or `nil` once the list has been released (reported).
  @usableFromInline
  func itemsForNextApply() -> Items? {
    guard listView != nil else {
      refuseWithoutList("apply(_:)")
      return nil
    }
    return pending.base(shown: items)
  }

  /// Queues `changeset`, computed from ``itemsForNextApply()`` to `newItems`, on the list.
  @usableFromInline
  func commitApply(_ newItems: Items, _ changeset: Changeset<Item>) {
    guard let listView else { return }
    pending.request(newItems)
    listView.performAfterCurrentPass { [weak self] in
      guard let self else { return }
      self.pending.didRun()
      let old = self.items
      let deleted = changeset.deletions.map { index in
        old[old.index(old.startIndex, offsetBy: index)].diffIdentifier
      }
      self.replaceItems(with: newItems)
      listView.performBatchUpdates(changeset, reconfiguringUpdates: false)
      listView.performAfterCurrentPass { [weak self] in
        self?.deliver(changeset.updates)
        self?.releaseDeleted(deleted)
      }
    }
  }

  // MARK: ListDataSource

  /// The number of items.
  public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? items.count : 0
  }

  /// A dequeued ``HostingCell``.
  public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    listView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
  }

  // MARK: ListDelegate

  /// Embeds the row's component in the cell, giving it the row's item first if the component
  /// last saw another content.
  public func listView(
    _ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {
    let box = itemsBox  // one copy for the row's reads (see `hash(at:in:)`)
    guard cell is HostingCell, let parent, let hash = hash(at: indexPath, in: box) else { return }
    // Checked just above. `as?` binds a copy of the cell: a retain and a release on the
    // runtime's slow path (every view is weakly referenced, so each has a side table).
    let cell = unsafeDowncast(cell, to: HostingCell.self)
    let item = read.item(box, indexPath.row)
    let entry: TypedAdapterEntry<Item, Child>
    var found = self.entry(atRow: indexPath.row, hash: hash, in: box)
    if let cached = found, !cached.isHosted, isAdopted(cached) {
      // User code took the cached component (contract §6): the item gets a new one.
      forget(cached)
      found = nil
    }
    let isDuplicate = found?.isHosted == true
    if isDuplicate {
      listView.report(
        .duplicateItemIdentifier,
        "row \(indexPath) has the identifier of another displayed row; it gets its own component")
      entry = makeEntry(for: item, hash: hash)
    } else if let found {
      // `if let`, not `.map(typed)`: see `Array.firstIndex(ofIdentical:)`.
      cache.markHosted(found)
      entry = typed(found)
    } else {
      entry = makeEntry(for: item, hash: hash)
      cache.insertHosted(entry)
    }
    let current = entry.item
    if !current.isContentEqual(to: item) { entry.update(with: item) }
    cell.adapterHosting = AdapterCellRecord(owner: token, entry: entry, isDuplicate: isDuplicate)
    entry.embed(in: cell, parent: parent, by: token)
  }

  /// Un-embeds the cell's component and keeps it in the cache.
  public func listView(
    _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {
    guard cell is HostingCell else { return }
    let cell = unsafeDowncast(cell, to: HostingCell.self)  // checked above (see `willDisplay`)
    let parent = self.parent
    let unembedded = cell.unembedHostedComponent(embeddedIn: parent, by: token)
    guard let hosting = cell.adapterHosting, hosting.owner === token else { return }
    cell.adapterHosting = nil
    guard !hosting.isDuplicate else { return }
    // A component user code moved elsewhere is no longer the item's: the adapter forgets it, and
    // the item gets a new component when it is shown again (contract §6).
    if let unembedded, !unembedded.wasHosted {
      cache.remove(hosting.entry)
      if unembedded.child.strongHolder === parent { unembedded.child.strongHolder = nil }
      return
    }
    // A hosted entry is in the table (`ComponentCache`): it is its identifier's current entry.
    let entry = hosting.entry
    recycle(cache.cache(entry, current: entry.isHosted ? entry : tableEntry(sameAs: entry)))
  }

  /// Passes the selection to ``selectionDelegate``.
  public func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
    selectionDelegate?.listView(listView, didSelectRowAt: indexPath)
  }

  /// Passes the deselection to ``selectionDelegate``.
  public func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) {
    selectionDelegate?.listView(listView, didDeselectRowAt: indexPath)
  }

  /// Creates the row's component ahead of display, keeping it in the cache; for a row outside
  /// the viewport it also loads the component's view (a row entering the viewport loads it at
  /// its embedding, between `willMove(toParent:)` and the view's placement).
  public func listView(_ listView: ListView, willEnterPreloadRangeAt indexPath: ListIndexPath) {
    let box = itemsBox  // one copy for the row's reads (see `hash(at:in:)`)
    guard let hash = hash(at: indexPath, in: box),
      entry(atRow: indexPath.row, hash: hash, in: box) == nil
    else { return }
    let entry = makeEntry(for: read.item(box, indexPath.row), hash: hash)
    entry.loadViewIfNeeded(unlessInViewportOf: listView, at: indexPath)
    // No lookup for the current entry: there was none just above, and only a pass of the list
    // adds entries, which cannot start inside this one.
    recycle(cache.cache(entry, current: nil))
  }

  // MARK: Internals

  /// Replaces the items; the old ones are released after the access to the storage ended (a
  /// plain assignment would release them inside it, which keeps its exclusivity check dynamic).
  private func replaceItems(with newItems: Items) {
    let old = itemsBox
    itemsBox = SharedItems(newItems)
    withExtendedLifetime(old) {}
  }

  /// A change of items with no list to show them: nothing would ever display them, and the
  /// hosted components were torn down with the list.
  private func refuseWithoutList(_ operation: String) {
    parent?.report(
      .adapterListReleased, "\(operation) on a list adapter whose list has been released")
  }

  /// What `cell` hosts for this adapter, if it is one of its displayed cells.
  private func hosting(of cell: ListCell) -> AdapterCellRecord? {
    guard let cell = cell as? HostingCell, let hosting = cell.adapterHosting,
      hosting.owner === token
    else { return nil }
    return hosting
  }

  /// The hash of the identifier of a row's item in `box` (the items, read once by the caller), `nil` outside
  /// the items. The item itself is read apart (`read.item`): a tuple or an optional of the
  /// generic item costs a metadata lookup each.
  ///
  /// The caller reads `itemsBox` once for all the reads of a row: each read of the stored
  /// property to pass it copies the reference, as user code (an identifier's `==`, say) could
  /// replace it during the call.
  private func hash(at indexPath: ListIndexPath, in box: SharedItems<Items>) -> Int? {
    guard indexPath.section == 0 else { return nil }
    return read.hash(box, indexPath.row)
  }

  /// A component for `item`: a recycled one given the item (``reusesComponents``), or a new one
  /// from the factory.
  private func makeEntry(for item: Item, hash: Int) -> TypedAdapterEntry<Item, Child> {
    while let recycledEntry = recycled.popLast() {
      // One that user code adopted while it waited is no longer the adapter's (contract §6).
      if isAdopted(recycledEntry) {
        release(recycledEntry)
        continue
      }
      let entry = typed(recycledEntry)
      entry.reassign(to: item, hash: hash)
      return entry
    }
    numberOfComponentsCreated += 1
    let child = factory(item)
    child.strongHolderOwner = token  // names `parent` while it lives
    return TypedAdapterEntry(child: child, item: item, hash: hash)
  }

  /// Drops the cached components of deleted items (contract §6: the cache only keeps items that
  /// are still in the list), after the batch update ended their rows' display. With
  /// ``reusesComponents`` they may serve later items; otherwise they are released.
  ///
  /// - Complexity: O(deleted items).
  private func releaseDeleted(_ identifiers: [Item.DiffIdentifier]) {
    for identifier in identifiers {
      if let entry = entry(forIdentifier: identifier), !entry.isHosted {
        cache.remove(entry)
        recycle(entry)
      }
    }
  }

  /// Keeps a component that left the cache (evicted, or its item deleted) for reuse, up to
  /// ``recycledComponentLimit``; the others are released.
  private func recycle(_ evicted: AdapterEntry?) {
    guard reusesComponents, let evicted, recycled.count < Self.recycledComponentLimit else {
      return
    }
    // One that user code adopted is not the adapter's to give to another item.
    if isAdopted(evicted) { return release(evicted) }
    recycled.append(evicted)
  }

  /// Whether user code adopted the component of `entry`, which no displayed cell of this adapter
  /// hosts (cached, or waiting for reuse): it has a parent, is presented or is a window's root.
  private func isAdopted(_ entry: AdapterEntry) -> Bool {
    typed(entry).child.use(elsewhereThan: nil) != nil
  }

  /// Forgets the cached `entry`, whose component user code adopted.
  private func forget(_ entry: AdapterEntry) {
    cache.remove(entry)
    release(entry)
  }

  /// Stops naming the adapter's parent as what keeps `entry`'s component alive: it is no longer
  /// the adapter's.
  private func release(_ entry: AdapterEntry) {
    let child = typed(entry).child
    if let parent, child.strongHolder === parent { child.strongHolder = nil }
  }

  // Lookups compare identifiers here, between calls of the table's `candidate(hash:from:)`,
  // never inside one (see `ComponentCache`).

  /// The table's entry of the item at `row` of `box`, whose identifier's hash is `hash`.
  private func entry(atRow row: Int, hash: Int, in box: SharedItems<Items>) -> AdapterEntry? {
    var position = cache.probeStart(hash)
    while let candidate = cache.candidate(hash: hash, from: &position) {
      if read.isEntryOfRow(candidate, box, row) { return candidate }
    }
    return nil
  }

  /// The table's entry of `identifier`.
  private func entry(forIdentifier identifier: Item.DiffIdentifier) -> AdapterEntry? {
    let hash = read.identifierHash(identifier)
    var position = cache.probeStart(hash)
    while let candidate = cache.candidate(hash: hash, from: &position) {
      if read.isEntryOfIdentifier(candidate, identifier) { return candidate }
    }
    return nil
  }

  /// The table's entry of `entry`'s identifier: `entry` itself when the table holds it.
  private func tableEntry(sameAs entry: AdapterEntry) -> AdapterEntry? {
    var position = cache.probeStart(entry.hash)
    var identifier: Item.DiffIdentifier?  // read once, at the first candidate that is not `entry`
    while let candidate = cache.candidate(hash: entry.hash, from: &position) {
      if candidate === entry { return candidate }
      if identifier == nil {
        let item = typed(entry).item  // copied before user code runs (see `TypedAdapterEntry.item`)
        identifier = item.diffIdentifier
      }
      if let identifier, read.isEntryOfIdentifier(candidate, identifier) { return candidate }
    }
    return nil
  }

  /// The entry as what this adapter stored: every entry in its tables is made by `makeEntry`, so
  /// the cast cannot fail (`unsafeDowncast` checks it in debug builds).
  private func typed(_ entry: AdapterEntry) -> TypedAdapterEntry<Item, Child> {
    unsafeDowncast(entry, to: TypedAdapterEntry<Item, Child>.self)
  }

  /// Gives updated items to their components: a displayed row's own component (duplicates
  /// included), else the cached one of that identifier.
  private func deliver(_ updates: [Changeset<Item>.Update]) {
    for update in updates {
      let indexPath = ListIndexPath(row: update.to, section: 0)
      if let cell = listView?.cellForRow(at: indexPath),
        let hosting = hosting(of: cell)
      {
        typed(hosting.entry).update(with: update.element)
      } else if let entry = entry(forIdentifier: update.element.diffIdentifier),
        entry.cacheStamp != 0, !isAdopted(entry)
      {
        typed(entry).update(with: update.element)
      }
    }
  }
}

extension ListHostingAdapter: ListComponentKeeper {
  var keeperParent: Component? { parent }
}
