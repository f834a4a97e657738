/// A ``ListDataSource`` over an array of items with one section, one reuse identifier and a
/// closure that configures a cell for an item, kept outside
/// the component so the component only wires it up.
///
/// ```swift
/// final class PersonCell: ListCell {
///   var name = ""
/// }
///
/// let people = ArrayDataSource<Person, PersonCell>(items: list, reuseIdentifier: "person") {
///   cell, person in cell.name = person.name
/// }
/// listView.register(PersonCell.self, forCellReuseIdentifier: "person")
/// listView.dataSource = people  // the list holds it weakly: keep `people` in the component
/// listView.reloadData()
/// ```
///
/// A dequeued cell that is not a `Cell` (for example the plain cell a list returns for an
/// unregistered identifier) is returned unconfigured.
@MainActor
public final class ArrayDataSource<Item, Cell: ListCell>: ListDataSource {
  /// The items, one row each, in section 0. After changing them, tell the list (``ListView/reloadData()``
  /// on the list, or ``apply(_:to:)`` for diffable items).
  public var items: [Item]
  /// The reuse identifier every row dequeues with.
  public let reuseIdentifier: String
  private let configure: @MainActor (Cell, Item) -> Void
  /// The items of the last `apply` while it waits for the list's current pass.
  private var pending = PendingItems<[Item]>()

  /// Creates a data source.
  ///
  /// - Parameters:
  ///   - items: The items, one row each.
  ///   - reuseIdentifier: The identifier the cell type is registered under on the list.
  ///   - configure: Fills a cell for an item; called every time a row is displayed or
  ///     reconfigured.
  public init(
    items: [Item], reuseIdentifier: String, configure: @escaping @MainActor (Cell, Item) -> Void
  ) {
    self.items = items
    self.reuseIdentifier = reuseIdentifier
    self.configure = configure
  }

  /// The item shown at `indexPath`, `nil` outside the array.
  public func item(at indexPath: ListIndexPath) -> Item? {
    indexPath.section == 0 && items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// The number of items.
  public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? items.count : 0
  }

  /// A dequeued cell configured for the item.
  public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
    if let typed = cell as? Cell, let item = item(at: indexPath) { configure(typed, item) }
    return cell
  }
}

extension ArrayDataSource where Item: Diffable {
  /// Replaces the items and updates `listView` with a keyed diff: deleted rows end display,
  /// inserted rows are displayed, moved rows keep their cells with no events, and rows whose
  /// content changed are reconfigured in their own cells.
  ///
  /// - Parameters:
  ///   - newItems: The new items.
  ///   - listView: The list this data source feeds.
  /// - Returns: The changeset that was applied.
  /// - Complexity: O(items) for the diff plus the list's batch update.
  ///
  /// Called from one of the list's callbacks, the change runs after the list's current pass
  /// (``ListView/performAfterCurrentPass(_:)``), so that pass never reads the new items by old
  /// index paths; the returned changeset is the one that will be applied, from the items of the
  /// previous `apply`.
  @discardableResult
  public func apply(_ newItems: [Item], to listView: ListView) -> Changeset<Item> {
    let changeset = Changeset(from: pending.base(shown: items), to: newItems)
    pending.request(newItems)
    listView.performAfterCurrentPass { [weak self] in
      guard let self else { return }
      self.pending.didRun()
      self.items = newItems
      listView.performBatchUpdates(changeset, reconfiguringUpdates: true)
    }
    return changeset
  }
}

extension ListView {
  /// Applies a keyed diff of section 0 as one batch update: ``Changeset/deletions``,
  /// ``Changeset/insertions`` and ``Changeset/moves`` become row deletions, insertions and moves;
  /// ``Changeset/updates`` become reconfigurations when `reconfiguringUpdates` is `true`.
  ///
  /// - Parameters:
  ///   - changeset: Changes of the items behind section 0; the data source must already hold
  ///     the new items.
  ///   - reconfiguringUpdates: Whether rows whose content changed are reconfigured in place.
  public final func performBatchUpdates<Element>(
    _ changeset: Changeset<Element>, reconfiguringUpdates: Bool
  ) {
    performBatchUpdates {
      deleteRows(at: changeset.deletions.map { ListIndexPath(row: $0, section: 0) })
      insertRows(at: changeset.insertions.map { ListIndexPath(row: $0.index, section: 0) })
      for move in changeset.moves {
        moveRow(
          at: ListIndexPath(row: move.from, section: 0), to: ListIndexPath(row: move.to, section: 0)
        )
      }
      if reconfiguringUpdates {
        reconfigureRows(at: changeset.updates.map { ListIndexPath(row: $0.from, section: 0) })
      }
    }
  }
}
