import Compose
import ComposeTestFixtures
import Testing

/// Contract §6, second and fifth bullets: every `willDisplay` has one `didEndDisplaying`, no cell
/// is displayed twice or pooled while displayed, and cells follow the viewport, not the rows.
@Suite struct ListPairingTests {
  /// A counting data source over `count` rows with one identifier.
  final class CountingSource: ListDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { count }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  /// 100,000 rows at full size (`COMPOSE_RANDOM_FULL=1`), 2,000 by default (``TestSize``): the
  /// cells created stay bounded by the viewport either way.
  @Test func scrollingALongListKeepsCellsToTheViewport() {
    let h = Harness()
    let pairing = DisplayPairing()
    h.window.addObserver(pairing)
    h.window.removeObserver(h.recorder)
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    list.rowHeight = 10
    list.preloadRowCount = 2
    list.register(ListCell.self, forCellReuseIdentifier: "row")
    h.root.view.addSubview(list)
    let rows = TestSize.scale(full: 100_000, small: 2_000)
    let source = CountingSource(count: rows)
    list.dataSource = source
    list.reloadData()
    var problems: [String] = []
    for step in 1...(rows - 10) {
      list.scroll(to: Double(step) * 10 - (step.isMultiple(of: 3) ? 5 : 0))
      if step.isMultiple(of: 997) { problems += CellInvariants.problems(in: list) }
    }
    list.scroll(to: Double(rows - 10) * 10)
    problems += CellInvariants.problems(in: list)
    #expect(problems.isEmpty)
    #expect(pairing.problems.isEmpty)
    // 10 rows fit; an offset between rows shows 11; one more for the row entering before the
    // leaving one is pooled never happens (leaving rows are pooled first).
    #expect(list.numberOfCellsCreated <= 11 + 1)
    #expect(list.indexPathsForVisibleRows.first?.row == rows - 10)
    list.dataSource = nil
    list.reloadData()
    #expect(pairing.willDisplayCount == pairing.didEndDisplayingCount)
    #expect(pairing.displayed.isEmpty)
    #expect(list.visibleCells.isEmpty)
  }

  /// 10,000 rows at full size (`COMPOSE_RANDOM_FULL=1`), 500 by default (``TestSize``).
  @Test func hostingAdapterPairsDisplayAndKeepsComponentsBounded() {
    let rows = TestSize.scale(full: 10_000, small: 500)
    let f = ListFixture(rows: rows, viewportRows: 5, preload: 2, cacheLimit: 6)
    let pairing = DisplayPairing()
    f.h.window.addObserver(pairing)
    f.h.window.removeObserver(f.h.recorder)
    f.list.reloadData()
    var maxLive = 0
    for step in 1...(rows - 5) {
      f.list.scroll(to: Double(step) * 10)
      maxLive = max(maxLive, f.tracker.live)
      if step.isMultiple(of: 49) {
        #expect(CellInvariants.problems(in: f.list).isEmpty)
        #expect(f.root.children.count == 5)
        #expect(f.hostedNames == f.visibleRows.map { "item\($0)" })
      }
    }
    #expect(pairing.problems.isEmpty)
    #expect(f.list.numberOfCellsCreated <= 5 + 1)
    // Alive at once: the displayed rows plus the cache.
    #expect(maxLive <= 5 + 6)
    #expect(f.adapter.cachedComponentCount <= 6)
    #expect(f.root.children.allSatisfy { $0.appearanceState == .appeared })
  }

  @Test func preloadRangeCallbacksComeAroundDisplay() {
    final class Log: ListDataSource, ListDelegate {
      var lines: [String] = []
      func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 10 }
      func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
        lines.append("cell \(indexPath.row)")
        return listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
      func listView(
        _ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath
      ) { lines.append("willDisplay \(indexPath.row)") }
      func listView(
        _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath
      ) { lines.append("didEnd \(indexPath.row)") }
      func listView(_ listView: ListView, willEnterPreloadRangeAt indexPath: ListIndexPath) {
        lines.append("enter \(indexPath.row)")
      }
      func listView(_ listView: ListView, didExitPreloadRangeAt indexPath: ListIndexPath) {
        lines.append("exit \(indexPath.row)")
      }
    }
    let log = Log()
    let list = ListView(frame: Rect(x: 0, y: 0, width: 10, height: 20))
    list.rowHeight = 10
    list.preloadRowCount = 1
    list.register(ListCell.self, forCellReuseIdentifier: "row")
    list.dataSource = log
    list.delegate = log
    list.reloadData()
    #expect(
      log.lines == [
        "enter 0", "enter 1", "enter 2", "cell 0", "willDisplay 0", "cell 1", "willDisplay 1",
      ])
    log.lines = []
    list.scroll(to: 20)
    #expect(
      log.lines == [
        "didEnd 0", "didEnd 1", "exit 0", "enter 3", "enter 4", "cell 2", "willDisplay 2",
        "cell 3", "willDisplay 3",
      ])
    #expect(list.indexPathsInPreloadRange.map(\.row) == [1, 2, 3, 4])
  }
}
