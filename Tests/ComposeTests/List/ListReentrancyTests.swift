import Compose
import ComposeTestFixtures
import Testing

/// List changes requested from inside the list's own callbacks (docs: Reentrancy.md): they run
/// after the current pass, in request order, and every cell stays paired.
@Suite struct ListReentrancyTests {
  /// A data source and delegate whose `willDisplay` and `didEndDisplaying` can act.
  final class HookedRows: ListDataSource, ListDelegate {
    var count: Int
    var onWillDisplay: ((ListView, ListIndexPath) -> Void)?
    var onDidEndDisplaying: ((ListView, ListIndexPath) -> Void)?
    init(count: Int) { self.count = count }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { count }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func listView(
      _ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath
    ) {
      onWillDisplay?(listView, indexPath)
    }
    func listView(
      _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath
    ) {
      onDidEndDisplaying?(listView, indexPath)
    }
  }

  /// A visible window whose root shows a list of 20 rows, 3 in the viewport.
  final class Fixture {
    let h = Harness()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 10, height: 30))
    let rows = HookedRows(count: 20)
    let log = TraceLog()
    let pairing = DisplayPairing()

    init() {
      h.window.addObserver(pairing)
      list.show(rows, in: h.root)
      h.window.addObserver(log)
    }

    func expectPaired(sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(CellInvariants.problems(in: list).isEmpty, sourceLocation: sourceLocation)
      #expect(pairing.problems.isEmpty, "\(pairing.problems)", sourceLocation: sourceLocation)
      #expect(
        pairing.displayed == Set(list.visibleCells.map(\.number)), sourceLocation: sourceLocation)
    }
  }

  @Test func aScrollFromWillDisplayRunsAfterThePass() {
    let f = Fixture()
    f.rows.onWillDisplay = once(row: 4) { list, indexPath in
      f.log.append("scroll(to: 100) from willDisplay \(indexPath)")
      list.scroll(to: 100)
    }
    f.list.scroll(to: 20)
    // The pass that displays rows 3 and 4 ends first; then the scroll runs as the next pass.
    expectLines(
      f.log.drain(),
      [ended(1, at: 0), ended(2, at: 1)] + reused(2, at: 3) + reused(1, at: 4)
        + ["scroll(to: 100) from willDisplay [0, 4]"]
        + [ended(3, at: 2), ended(2, at: 3), ended(1, at: 4)]
        + reused(1, at: 10) + reused(2, at: 11) + reused(3, at: 12))
    #expect(f.list.indexPathsForVisibleRows.map(\.row) == [10, 11, 12])
    f.expectPaired()
  }

  @Test func aReloadFromDidEndDisplayingRunsAfterThePass() {
    let f = Fixture()
    f.rows.onDidEndDisplaying = once { list, indexPath in
      f.log.append("performAfterCurrentPass from didEndDisplaying \(indexPath)")
      // The model changes after the pass (the rest of the pass reads the old rows), then reloads.
      list.performAfterCurrentPass {
        f.log.append("count = 2 after the pass")
        f.rows.count = 2
        list.reloadData()
      }
    }
    f.list.scroll(to: 10)
    expectLines(
      f.log.drain(),
      [ended(1, at: 0), "performAfterCurrentPass from didEndDisplaying [0, 0]"]
        + reused(1, at: 3) + ["count = 2 after the pass"]
        + [ended(2, at: 1), ended(3, at: 2), ended(1, at: 3)]
        + reused(1, at: 0) + reused(3, at: 1))
    #expect(f.list.indexPathsForVisibleRows.map(\.row) == [0, 1])
    f.expectPaired()
  }

  @Test func aPlainReloadFromDidEndDisplayingRunsAfterThePass() {
    let f = Fixture()
    f.rows.onDidEndDisplaying = once { list, indexPath in
      f.log.append("reloadData() from didEndDisplaying \(indexPath)")
      list.reloadData()
    }
    f.list.scroll(to: 10)
    // The pass ends (row 3 displayed), then the reload ends and redisplays every row.
    expectLines(
      f.log.drain(),
      [ended(1, at: 0), "reloadData() from didEndDisplaying [0, 0]"] + reused(1, at: 3)
        + [ended(2, at: 1), ended(3, at: 2), ended(1, at: 3)]
        + reused(1, at: 1) + reused(3, at: 2) + reused(2, at: 3))
    #expect(f.list.indexPathsForVisibleRows.map(\.row) == [1, 2, 3])
    f.expectPaired()
  }

  /// A hosted component whose `viewWillAppear` (run inside the adapter's `willDisplay`) can act.
  final class HookedItem: Component, ListItemComponent {
    var onWillAppear: ((HookedItem) -> Void)?
    let tracker: LifetimeTracker

    init(_ item: TestItem, tracker: LifetimeTracker) {
      self.tracker = tracker
      tracker.created()
      super.init(traceName: "item\(item.id)")
    }

    isolated deinit { tracker.released() }

    func update(with item: TestItem) {}
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      onWillAppear?(self)
    }
  }

  @Test func applyingItemsFromWillDisplayRunsAsABatchAfterThePass() {
    expectNoLeaks { tracker in
      let c = CheckedHarness()
      let log = TraceLog()
      let pairing = DisplayPairing()
      c.h.window.addObserver(log)
      c.h.window.addObserver(pairing)
      let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 10, height: 30))
      list.rowHeight = 10
      c.h.root.view.addSubview(list)
      final class Box { var adapter: ListHostingAdapter<[TestItem], HookedItem>? }
      let box = Box()
      let adapter = ListHostingAdapter(
        items: (0..<10).map { TestItem($0) }, parent: c.h.root, listView: list,
        factory: { [weak box] item in
          let component = HookedItem(item, tracker: tracker)
          if item.id == 3 {
            component.onWillAppear = { [weak box] _ in
              guard let adapter = box?.adapter else { return }
              log.append("apply([1, 3, 4, 5]) in item3's viewWillAppear")
              adapter.apply([1, 3, 4, 5].map { TestItem($0) })
            }
          }
          return component
        })
      box.adapter = adapter
      adapter.reloadData()
      _ = log.drain()
      list.scroll(to: 10)
      // The batch runs after the pass that displayed item3: item2 (deleted) and item1 (now row
      // 0, above the viewport, which keeps its offset) end display; items 4 and 5 are displayed.
      expectLines(
        log.drain().filter { line in
          ![
            ".dequeue(", ".prepareForReuse(", ".loadView", ".viewDidLoad", ".viewAdded",
            ".viewRemoved",
          ]
          .contains { line.contains($0) }
        },
        [
          "root.didEndDisplaying(cell#1, [0, 0])",
          "item0.willMove(toParent: nil)",
          "item0.viewWillDisappear(false)",
          "item0.viewDidDisappear(false)",
          "item0.didMove(toParent: nil)",
          "root.willDisplay(cell#1, [0, 3])",
          "item3.willMove(toParent: root)",
          "item3.viewWillAppear(false)",
          "apply([1, 3, 4, 5]) in item3's viewWillAppear",
          "item3.viewIsAppearing(false)",
          "item3.viewDidAppear(false)",
          "item3.didMove(toParent: root)",
          "root.didEndDisplaying(cell#3, [0, 2])",
          "item2.willMove(toParent: nil)",
          "item2.viewWillDisappear(false)",
          "item2.viewDidDisappear(false)",
          "item2.didMove(toParent: nil)",
          "root.didEndDisplaying(cell#2, [0, 0])",
          "item1.willMove(toParent: nil)",
          "item1.viewWillDisappear(false)",
          "item1.viewDidDisappear(false)",
          "item1.didMove(toParent: nil)",
          "root.willDisplay(cell#2, [0, 2])",
          "item4.willMove(toParent: root)",
          "item4.viewWillAppear(false)",
          "item4.viewIsAppearing(false)",
          "item4.viewDidAppear(false)",
          "item4.didMove(toParent: root)",
          "root.willDisplay(cell#3, [0, 3])",
          "item5.willMove(toParent: root)",
          "item5.viewWillAppear(false)",
          "item5.viewIsAppearing(false)",
          "item5.viewDidAppear(false)",
          "item5.didMove(toParent: root)",
        ])
      #expect(list.indexPathsForVisibleRows.map(\.row) == [1, 2, 3])
      #expect(adapter.hostedComponents.map(\.traceName) == ["item3", "item4", "item5"])
      #expect(CellInvariants.problems(in: list).isEmpty && pairing.problems.isEmpty)
      c.expectSettled()
    }
  }

  /// Pins a fixed defect:
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

  /// Pins a fixed defect:
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

  /// Reentrant scrolls and reloads from willDisplay / didEndDisplaying settle on the viewport.
  @Test func reentrantScrollAndReloadSettle() {
    let h = Harness()
    let sink = DiagnosticSink()
    h.window.addObserver(sink)
    let pairing = DisplayPairing()
    h.window.addObserver(pairing)
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    list.rowHeight = 10
    h.root.view.addSubview(list)
    list.register(ListCell.self, forCellReuseIdentifier: "c")
    let source = ArrayDataSource<Int, ListCell>(items: Array(0..<50), reuseIdentifier: "c") {
      _, _ in
    }
    let delegate = CallbackDelegate()
    var budget = 5
    delegate.willDisplay = { l, ip in
      if ip.row == 0, budget > 0 {
        budget -= 1
        l.scroll(to: 100)
      }
    }
    delegate.didEnd = { l, ip in
      if ip.row == 10, budget > 0 {
        budget -= 1
        source.items.removeLast()
        l.reloadData()
      }
    }
    list.dataSource = source
    list.delegate = delegate
    list.reloadData()
    list.scroll(to: 0)
    #expect(list.indexPathsForVisibleRows.map(\.row) == Array(10...12))
    #expect(CellInvariants.problems(in: list).isEmpty)
    #expect(pairing.problems.isEmpty)
    #expect(sink.codes.isEmpty, "\(sink.messages)")
  }

}

/// What the trace log of the window whose root shows the list records when the list ends the
/// display of `cell` at `row` (section 0).
private func ended(_ cell: Int, at row: Int) -> String {
  "root.didEndDisplaying(cell#\(cell), [0, \(row)])"
}

/// What it records when the list displays the recycled `cell` at `row` (section 0).
private func reused(_ cell: Int, at row: Int) -> [String] {
  [
    "root.dequeue([0, \(row)]) -> cell#\(cell) recycled",
    "root.prepareForReuse(cell#\(cell))",
    "root.willDisplay(cell#\(cell), [0, \(row)])",
  ]
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
