import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// The viewport: per-row heights, horizontal lists, sections, scrolling to a row, frames.
@Suite struct ListLayoutTests {
  final class Heights: ListDataSource, ListRowHeightDelegate {
    let heights: [Double]
    var asked = 0
    init(_ heights: [Double]) { self.heights = heights }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
      heights.count
    }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double {
      asked += 1
      return heights[indexPath.row]
    }
  }

  @Test func perRowHeightsDecideTheViewport() {
    let source = Heights([5, 50, 5, 5, 0, 5, 30])
    let list = ListView(frame: Rect(x: 0, y: 0, width: 10, height: 20))
    list.register(ListCell.self, forCellReuseIdentifier: "row")
    list.dataSource = source
    list.delegate = source
    list.reloadData()
    #expect(list.contentLength == 100)
    #expect(list.indexPathsForVisibleRows.map(\.row) == [0, 1])
    list.scroll(to: 55)
    #expect(list.indexPathsForVisibleRows.map(\.row) == [2, 3, 4, 5, 6])
    #expect(list.visibleCells.map(\.frame.minY) == [55, 60, 65, 65, 70])
    list.scroll(to: 1_000)
    #expect(list.contentOffset == 80)
    #expect(source.asked == 7)
  }

  /// A list of nine rows 10 high, loaded; keep the returned data source alive with it.
  func nineRowList(_ frame: Rect, axis: ListView.Axis = .vertical) -> (
    ListView, ArrayDataSource<Int, ListCell>
  ) {
    let list = ListView(frame: frame, axis: axis)
    list.rowHeight = 10
    list.register(ListCell.self, forCellReuseIdentifier: "row")
    let source = ArrayDataSource<Int, ListCell>(items: Array(0..<9), reuseIdentifier: "row") {
      _, _ in
    }
    list.dataSource = source
    list.reloadData()
    return (list, source)
  }

  @Test func horizontalListsUseTheWidth() {
    let (list, source) = nineRowList(
      Rect(x: 0, y: 0, width: 25, height: 400), axis: .horizontal)
    defer { withExtendedLifetime(source) {} }
    #expect(list.indexPathsForVisibleRows.map(\.row) == [0, 1, 2])
    #expect(
      list.visibleCells.map(\.frame)
        == [0, 10, 20].map { Rect(x: $0, y: 0, width: 10, height: 400) })
    list.frame.size.width = 45
    #expect(list.indexPathsForVisibleRows.map(\.row) == [0, 1, 2, 3, 4])
  }

  @Test func cellsSpanTheListsWidthAfterItsFrameChanges() {
    let (list, source) = nineRowList(Rect(x: 0, y: 0, width: 100, height: 20))
    defer { withExtendedLifetime(source) {} }
    #expect(list.visibleCells.map(\.frame.size.width) == [100, 100])
    list.frame = Rect(x: 0, y: 0, width: 60, height: 30)
    #expect(list.visibleCells.map(\.frame.size.width) == [60, 60, 60])
    list.frame.size.width = 40
    list.scroll(to: 10)
    #expect(
      list.visibleCells.map(\.frame)
        == [10, 20, 30].map { Rect(x: 0, y: $0, width: 40, height: 10) })
  }

  @Test func sectionsAreLaidOutOneAfterAnother() {
    final class Sections: ListDataSource {
      func numberOfSections(in listView: ListView) -> Int { 3 }
      func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        [2, 0, 3][section]
      }
      func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
        listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
    }
    let source = Sections()
    let list = ListView(frame: Rect(x: 0, y: 0, width: 10, height: 30))
    list.rowHeight = 10
    list.register(ListCell.self, forCellReuseIdentifier: "row")
    list.dataSource = source
    list.reloadData()
    #expect(list.indexPathsForVisibleRows.map(\.description) == ["[0, 0]", "[0, 1]", "[2, 0]"])
    list.scrollToRow(at: ListIndexPath(row: 1, section: 2))
    #expect(list.indexPathsForVisibleRows.map(\.description) == ["[2, 0]", "[2, 1]", "[2, 2]"])
    #expect(list.numberOfRows(inSection: 1) == 0)
    #expect(list.numberOfSections == 3)
  }

  @Test func settingTheDataSourceReadsNothingUntilTheNextChange() {
    final class Counting: ListDataSource {
      var reads = 0
      func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        reads += 1
        return 3
      }
      func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
        listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
    }
    let source = Counting()
    let list = ListView(frame: Rect(x: 0, y: 0, width: 10, height: 30))
    list.register(ListCell.self, forCellReuseIdentifier: "row")
    list.dataSource = source
    #expect(source.reads == 0 && list.visibleCells.isEmpty)
    list.layoutIfNeeded()
    #expect(source.reads == 1)
    #expect(list.visibleCells.count == 1)  // rows are 44 tall by default
  }

  /// Cells belong to the list: releasing the list releases its displayed and pooled cells.
  @Test func cellsAreReleasedWithTheList() {
    final class TrackedCell: ListCell {
      static func make(_ tracker: LifetimeTracker) -> ListCell {
        tracker.created()
        let cell = TrackedCell(reuseIdentifier: "row")
        cell.tracker = tracker
        return cell
      }
      var tracker: LifetimeTracker?
      isolated deinit { tracker?.released() }
    }
    let tracker = LifetimeTracker()
    var list: ListView? = ListView(frame: Rect(x: 0, y: 0, width: 10, height: 30))
    let source = ArrayDataSource<Int, ListCell>(items: Array(0..<20), reuseIdentifier: "row") {
      _, _ in
    }
    list?.rowHeight = 10
    list?.register(forCellReuseIdentifier: "row") { TrackedCell.make(tracker) }
    list?.dataSource = source
    list?.reloadData()
    list?.scroll(to: 15)
    list?.scroll(to: 100)
    #expect(tracker.createdCount == 4)
    #expect(list?.pooledCellCounts["row"] == 0 || list?.pooledCellCounts["row"] == 1)
    list = nil
    #expect(tracker.live == 0)
  }

  // MARK: Zero-height rows

  /// Pins a fixed defect:
  /// ListLayout.rows(inOffset:length:) says "A zero-height row counts when it starts inside the
  /// range". A list whose rows are all zero-height, viewport 100: every row starts at 0.
  @Test func zeroHeightRowsAtViewportStartAreDisplayed() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.view.addSubview(list)
    list.register(ListCell.self, forCellReuseIdentifier: "c")
    let source = HeightSource([[0, 0, 0]])
    list.dataSource = source
    list.delegate = source
    list.reloadData()
    #expect(list.indexPathsForVisibleRows.map(\.row) == [0, 1, 2])
    h.finish()
  }

  /// Pins a fixed defect:
  /// Heights [0, 10], viewport 100, offset 0: row 0 starts at 0, inside [0, 100).
  @Test func leadingZeroHeightRowIsDisplayed() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.view.addSubview(list)
    list.register(ListCell.self, forCellReuseIdentifier: "c")
    let source = HeightSource([[0, 10]])
    list.dataSource = source
    list.delegate = source
    list.reloadData()
    #expect(list.indexPathsForVisibleRows.map(\.row) == [0, 1])
    h.finish()
  }

  /// Pins a fixed defect:
  /// rowHeight accepts any finite positive value; a tiny one makes ListLayout.rows(inOffset:length:)
  /// convert `end / rowHeight` (about 1e302) to Int, which traps (contract §7: never traps).
  @Test func tinyRowHeightDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let h = Harness()
        let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.root.view.addSubview(list)
        list.register(ListCell.self, forCellReuseIdentifier: "c")
        let source = ArrayDataSource<Int, ListCell>(items: [1, 2, 3], reuseIdentifier: "c") {
          _, _ in
        }
        list.dataSource = source
        list.rowHeight = 1e-300
        list.reloadData()
        _ = list.indexPathsForVisibleRows
      }
    }
  }

}
