import Compose
import Testing

@Suite struct ReviewTargetedTests {
  // MARK: Zero-height rows

  /// Regression test for a bug found in review, now fixed. The bug was:
  /// ListLayout.rows(inOffset:length:) says "A zero-height row counts when it starts inside the
  /// range". A list whose rows are all zero-height, viewport 100: every row starts at 0.
  @Test func zeroHeightRowsAtViewportStartAreDisplayed() {
    let h = Harness()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    h.root.view.addSubview(list)
    list.register(ListCell.self, forCellReuseIdentifier: "c")
    let source = HeightSource([[0, 0, 0]])
    list.dataSource = source
    list.delegate = source
    list.reloadData()
    #expect(list.indexPathsForVisibleRows.map(\.row) == [0, 1, 2])
  }

  /// Regression test for a bug found in review, now fixed. The bug was:
  /// Heights [0, 10], viewport 100, offset 0: row 0 starts at 0, inside [0, 100).
  @Test func leadingZeroHeightRowIsDisplayed() {
    let h = Harness()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    h.root.view.addSubview(list)
    list.register(ListCell.self, forCellReuseIdentifier: "c")
    let source = HeightSource([[0, 10]])
    list.dataSource = source
    list.delegate = source
    list.reloadData()
    #expect(list.indexPathsForVisibleRows.map(\.row) == [0, 1])
  }

  // MARK: Stale content of cached components

  /// Regression test for a bug found in review, now fixed. The bug was:
  /// An item deleted by apply leaves its component in the cache; when the item comes back with
  /// new content, the cached component is embedded again with the old content and no update.
  @Test func reinsertedItemGivesItsCachedComponentTheNewContent() {
    let f = ListFixture(rows: 3, viewportRows: 3)
    f.adapter.reloadData()
    f.adapter.apply([TestItem(0), TestItem(2)])
    f.adapter.apply([TestItem(0), TestItem(1, "new text"), TestItem(2)])
    let hosted = f.list.cellForRow(at: ListIndexPath(row: 1, section: 0)) as? HostingCell
    let probe = hosted?.hostedComponent as? ItemProbe
    #expect(probe?.item.text == "new text")
  }

  /// Regression test for a bug found in review, now fixed. The bug was:
  /// reloadData(_:) with new content for the same identities keeps the components, which keep
  /// showing the old content (no update(with:)).
  @Test func reloadDataWithNewContentUpdatesComponents() {
    let f = ListFixture(rows: 3, viewportRows: 3)
    f.adapter.reloadData()
    f.adapter.reloadData([TestItem(0, "A"), TestItem(1, "B"), TestItem(2, "C")])
    let texts = f.list.visibleCells.map {
      (($0 as? HostingCell)?.hostedComponent as? ItemProbe)?.item.text ?? "-"
    }
    #expect(texts == ["A", "B", "C"])
  }

  /// Regression test for a bug found in review, now fixed. The bug was:
  /// Two displayed rows share an identifier (documented: each gets its own component). When only
  /// the second occurrence's content changes, apply sends update(with:) to component(for:), the
  /// first occurrence's component: row 0 then shows row 1's content, row 1 stays stale.
  @Test func duplicateOccurrenceUpdateReachesItsOwnComponent() {
    let f = ListFixture(rows: 0, viewportRows: 3)
    f.adapter.reloadData([TestItem(1, "x"), TestItem(1, "y")])
    f.adapter.apply([TestItem(1, "x"), TestItem(1, "z")])
    let texts = f.list.visibleCells.map {
      (($0 as? HostingCell)?.hostedComponent as? ItemProbe)?.item.text ?? "-"
    }
    #expect(texts == ["x", "z"])
  }

  // MARK: Cache memory

  /// The number of records in the adapter's private cache order list, read by reflection.
  static func cacheOrderRecordCount(of adapter: some AnyObject) -> Int {
    let cache = Mirror(reflecting: adapter).children.first { $0.label == "cache" }?.value
    let order = cache.flatMap { c in Mirror(reflecting: c).children.first { $0.label == "order" } }
    return (order?.value as? [Any])?.count ?? Mirror(reflecting: order?.value as Any).children.count
  }

  /// Regression test for a bug found in review, now fixed. The bug was:
  /// ComponentCache says "memory O(limit)", but `order` grows by one entry per insert while the
  /// cache stays under its limit (insert/remove cycles from scrolling back and forth never evict,
  /// so `head` never advances and nothing is compacted).
  @Test func componentCacheOrderStaysBoundedAcrossInsertRemoveCycles() {
    let f = ListFixture(rows: 10, viewportRows: 3, cacheLimit: 20)
    f.adapter.reloadData()
    for _ in 0..<2000 {
      f.list.scroll(to: 10)
      f.list.scroll(to: 0)
    }
    let count = Self.cacheOrderRecordCount(of: f.adapter)
    #expect(f.adapter.cachedComponentCount <= 20)
    #expect(count <= 100, "ComponentCache.order holds \(count) entries for a cache of 20")
  }

  /// Scrolling forward evicts on every insertion: the evicted records before `head` must be
  /// dropped too (found by measuring resident memory over a 300,000-row scroll).
  @Test func componentCacheOrderStaysBoundedWhileEvicting() {
    let f = ListFixture(rows: 3_000, viewportRows: 3, preload: 1, cacheLimit: 4)
    f.adapter.reloadData()
    for step in 1..<2_990 { f.list.scroll(to: Double(step) * 10) }
    let count = Self.cacheOrderRecordCount(of: f.adapter)
    #expect(f.adapter.cachedComponentCount <= 4)
    #expect(count <= 100, "ComponentCache.order holds \(count) entries for a cache of 4")
  }

  // MARK: Reentrancy

  /// Regression test for a bug found in review, now fixed. The bug was:
  /// A hosted child that changes the model through the adapter while it appears (queued batch).
  /// The rest of the current pass displays old index paths with the new items, so cells host
  /// the components of other items.
  @Test func applyFromHostedChildAppearanceWaitsForThePass() {
    let h = Harness()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    list.rowHeight = 10
    h.root.view.addSubview(list)
    var adapter: ListHostingAdapter<[TestItem], ReentrantProbe>!
    var fired = false
    adapter = ListHostingAdapter(
      items: (0..<6).map { TestItem($0) }, parent: h.root, listView: list,
      factory: { item in
        let p = ReentrantProbe(item)
        if item.id == 0 {
          p.onAppear = {
            guard !fired else { return }
            fired = true
            // remove item 1 while row 0 is being displayed
            adapter.apply([TestItem(0)] + (2..<6).map { TestItem($0) })
          }
        }
        return p
      })
    adapter.reloadData()
    let rows = list.indexPathsForVisibleRows.map(\.row)
    let ids = list.visibleCells.map {
      (($0 as? HostingCell)?.hostedComponent as? ReentrantProbe)?.item.id ?? -1
    }
    let expected = rows.map { adapter.items[$0].id }
    #expect(ids == expected)
    #expect(Set(h.root.children.map(\.traceName)).count == h.root.children.count)
    #expect(h.root.children.count == rows.count)
  }

  /// Regression test for a bug found in review, now fixed. The bug was:
  /// A delegate callback that queues a batch (insert one row, model updated) and also asks for a
  /// reload: the reload runs first and reads the new count, then the stale batch is applied to
  /// the already-updated layout and is rejected as invalidBatchUpdate.
  @Test func queuedBatchAfterQueuedReloadIsAbsorbedByTheReload() {
    let h = Harness()
    let sink = DiagnosticSink()
    h.window.addObserver(sink)
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    list.rowHeight = 10
    h.root.view.addSubview(list)
    list.register(ListCell.self, forCellReuseIdentifier: "c")
    let source = ArrayDataSource<Int, ListCell>(items: [0, 1, 2], reuseIdentifier: "c") { _, _ in }
    let delegate = CallbackDelegate()
    var fired = false
    delegate.willDisplay = { l, _ in
      guard !fired else { return }
      fired = true
      l.reloadData()
      source.items.insert(9, at: 0)
      l.performBatchUpdates { l.insertRows(at: [ListIndexPath(row: 0, section: 0)]) }
    }
    list.dataSource = source
    list.delegate = delegate
    list.reloadData()
    #expect(sink.codes.isEmpty, "\(sink.messages)")
    #expect(list.numberOfRows(inSection: 0) == 4)
  }
}

final class ReentrantProbe: Component, ListItemComponent {
  private(set) var item: TestItem
  var onAppear: (() -> Void)?
  init(_ item: TestItem) {
    self.item = item
    super.init(traceName: "item\(item.id)")
  }
  func update(with item: TestItem) { self.item = item }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    onAppear?()
  }
}

final class CallbackDelegate: ListDelegate {
  var willDisplay: ((ListView, ListIndexPath) -> Void)?
  var didEnd: ((ListView, ListIndexPath) -> Void)?
  var enter: ((ListView, ListIndexPath) -> Void)?
  var exit: ((ListView, ListIndexPath) -> Void)?
  func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath)
  {
    willDisplay?(listView, indexPath)
  }
  func listView(
    _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath
  ) { didEnd?(listView, indexPath) }
  func listView(_ listView: ListView, willEnterPreloadRangeAt indexPath: ListIndexPath) {
    enter?(listView, indexPath)
  }
  func listView(_ listView: ListView, didExitPreloadRangeAt indexPath: ListIndexPath) {
    exit?(listView, indexPath)
  }
}
