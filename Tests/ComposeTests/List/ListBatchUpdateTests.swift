import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// Contract §6, last bullet: batch updates from a keyed diff. Deleted visible rows end display,
/// inserted visible rows display, moved rows keep their cell and component with no events,
/// updated rows are reconfigured in place.
@Suite struct ListBatchUpdateTests {
  @Test func unchangedAndMovedRowsHaveNoEvents() {
    let f = ListFixture(rows: 6, viewportRows: 4)
    f.list.reloadData()
    let cells = f.list.visibleCells
    let components = f.root.children
    f.h.recorder.reset()
    // 0 1 2 3 | 4 5  ->  2 0 1 3 | 4 5: one move (2 to the front).
    let changeset = f.adapter.apply([2, 0, 1, 3, 4, 5].map { TestItem($0) })
    #expect(changeset.moves.count == 1)
    #expect(f.h.recorder.drain() == [])
    #expect(f.hostedNames == ["item2", "item0", "item1", "item3"])
    #expect(
      Set(f.list.visibleCells.map(ObjectIdentifier.init)) == Set(cells.map(ObjectIdentifier.init)))
    #expect(f.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) === cells[2])
    #expect(f.root.children.map(ObjectIdentifier.init) == components.map(ObjectIdentifier.init))
  }

  @Test func deletedVisibleRowsEndDisplayAndInsertedRowsDisplay() {
    let f = ListFixture(rows: 6, viewportRows: 3)
    f.list.reloadData()
    f.h.recorder.reset()
    // 0 1 2 | 3 4 5  ->  0 9 2 | 3 4 5: 1 deleted, 9 inserted at row 1.
    f.adapter.apply([0, 9, 2, 3, 4, 5].map { TestItem($0) })
    #expect(
      f.h.callbacks() == [
        "root.didEndDisplaying(cell#2, [0, 1])", "item1.willMove(toParent: nil)",
        "item1.viewWillDisappear(false)", "item1.viewDidDisappear(false)",
        "item1.didMove(toParent: nil)",
        "root.dequeue([0, 1]) -> cell#2 recycled", "root.prepareForReuse(cell#2)",
        "root.willDisplay(cell#2, [0, 1])", "item9.willMove(toParent: root)", "item9.viewDidLoad",
        "item9.viewWillAppear(false)", "item9.viewIsAppearing(false)",
        "item9.viewDidAppear(false)", "item9.didMove(toParent: root)",
      ])
    #expect(f.hostedNames == ["item0", "item9", "item2"])
    #expect(CellInvariants.problems(in: f.list).isEmpty)
  }

  @Test func insertionsPushRowsOutOfTheViewport() {
    let f = ListFixture(rows: 4, viewportRows: 2)
    f.list.reloadData()
    f.h.recorder.reset()
    f.adapter.apply([7, 0, 1, 2, 3].map { TestItem($0) })
    let lines = f.h.recorder.drain().filter { $0.hasPrefix("root.") }
    #expect(
      lines == [
        "root.didEndDisplaying(cell#2, [0, 2])", "root.dequeue([0, 0]) -> cell#2 recycled",
        "root.prepareForReuse(cell#2)", "root.willDisplay(cell#2, [0, 0])",
      ])
    #expect(f.hostedNames == ["item7", "item0"])
  }

  @Test func updatedItemsReachTheSameComponentThroughTheHook() {
    let f = ListFixture(rows: 5, viewportRows: 2, cacheLimit: 5)
    f.list.reloadData()
    f.list.scroll(to: 30)  // items 3 and 4 displayed, 0 and 1 cached
    let displayed = f.adapter.component(for: TestItem(3))
    let cached = f.adapter.component(for: TestItem(0))
    f.h.recorder.reset()
    f.adapter.apply([
      TestItem(0, "zero"), TestItem(1), TestItem(2), TestItem(3, "three"), TestItem(4),
    ])
    #expect(f.h.recorder.drain() == [])
    #expect(displayed?.updates == [TestItem(3, "three")])
    #expect(cached?.updates == [TestItem(0, "zero")])
    #expect(f.adapter.component(for: TestItem(3)) === displayed)
    #expect(f.adapter.numberOfComponentsCreated == 4)
  }

  @Test func theCacheBoundHoldsAcrossApplies() {
    let f = ListFixture(rows: 50, viewportRows: 3, cacheLimit: 4)
    f.list.reloadData()
    var rng = SplitMix64(seed: 9)
    var items = (0..<50).map { TestItem($0) }
    var nextID = 100
    for step in 0..<200 {
      items = ChangesetTests.randomEdit(of: items, using: &rng, nextID: &nextID, duplicates: false)
      f.adapter.apply(items)
      f.list.scroll(to: Double(step % 7) * 13)
      #expect(f.adapter.cachedComponentCount <= 4)
      #expect(f.tracker.live <= f.list.visibleCells.count + 4)
      #expect(f.hostedNames == f.visibleRows.map { "item\(items[$0].id)" })
      #expect(CellInvariants.problems(in: f.list).isEmpty)
    }
  }

  /// The array data source reconfigures updated rows in their own cells: no display events.
  @Test func arrayDataSourceReconfiguresInPlace() {
    let h = Harness()
    let log = TraceLog()
    h.window.addObserver(log)
    let list = ListView(frame: Rect(x: 0, y: 0, width: 10, height: 30))
    list.rowHeight = 10
    list.register(TextCell.self, forCellReuseIdentifier: "text")
    h.root.view.addSubview(list)
    let source = ArrayDataSource<TestItem, TextCell>(
      items: [TestItem(1), TestItem(2), TestItem(3)], reuseIdentifier: "text"
    ) { cell, item in
      cell.text = item.text
      log.append("configure(cell#\(cell.number), \(item))")
    }
    list.dataSource = source
    list.reloadData()
    _ = log.drain()
    source.apply([TestItem(1), TestItem(3), TestItem(2, "two")], to: list)
    #expect(log.drain() == ["configure(cell#2, 2:two)"])
    #expect(list.visibleCells.map { ($0 as? TextCell)?.text } == ["item 1", "item 3", "two"])
  }

  @Test func sectionsInsertDeleteAndMove() {
    final class Sections: ListDataSource {
      var counts: [Int]
      init(_ counts: [Int]) { self.counts = counts }
      func numberOfSections(in listView: ListView) -> Int { counts.count }
      func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        counts[section]
      }
      func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
        listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
    }
    let source = Sections([2, 2, 2])
    let list = ListView(frame: Rect(x: 0, y: 0, width: 10, height: 60))
    list.rowHeight = 10
    list.register(ListCell.self, forCellReuseIdentifier: "row")
    list.dataSource = source
    list.reloadData()
    let rows = list.visibleCells
    #expect(
      list.indexPathsForVisibleRows.map(\.description) == [
        "[0, 0]", "[0, 1]", "[1, 0]", "[1, 1]", "[2, 0]", "[2, 1]",
      ])
    // Move section 2 to the front, delete section 0, insert a section of 1 row at the end.
    source.counts = [2, 2, 1]
    list.performBatchUpdates {
      list.moveSection(2, toSection: 0)
      list.deleteSections([0])
      list.insertSections([2])
    }
    #expect(
      list.indexPathsForVisibleRows.map(\.description) == [
        "[0, 0]", "[0, 1]", "[1, 0]", "[1, 1]", "[2, 0]",
      ])
    #expect(list.visibleCells[0] === rows[4])
    #expect(list.visibleCells[2] === rows[2])
    #expect(CellInvariants.problems(in: list).isEmpty)
  }

  @Test func reloadRowsDisplaysTheRowAgain() {
    let f = ListFixture(rows: 3, viewportRows: 3)
    f.list.reloadData()
    f.h.recorder.reset()
    f.list.reloadRows(at: [ListIndexPath(row: 1, section: 0)])
    let lines = f.h.recorder.drain().filter { $0.hasPrefix("root.") }
    #expect(
      lines == [
        "root.didEndDisplaying(cell#2, [0, 1])", "root.dequeue([0, 1]) -> cell#2 recycled",
        "root.prepareForReuse(cell#2)", "root.willDisplay(cell#2, [0, 1])",
      ])
    #expect(f.hostedNames == ["item0", "item1", "item2"])
  }
}
