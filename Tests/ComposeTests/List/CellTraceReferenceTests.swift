import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// A cell named in a trace (`cell #2 "row"`) can be matched to the cell object through public,
/// read-only API, and a test can tell whether a cell sits in its reuse pool.
@Suite struct CellTraceReferenceTests {
  final class Rows: ListDataSource, ListDelegate {
    var count = 20
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { count }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  @Test func aTracedCellMatchesTheCellShowingItsRow() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let rows = Rows()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 10, height: 30))
    h.recorder.reset()
    list.show(rows, in: root)
    list.layoutIfNeeded()

    let displayed = h.recorder.events.compactMap { event -> (CellReference, ListIndexPath)? in
      if case .cellWillDisplay(let cell, let indexPath) = event.kind { return (cell, indexPath) }
      return nil
    }
    #expect(!displayed.isEmpty)
    for (reference, indexPath) in displayed {
      let cell = list.cellForRow(at: indexPath)
      #expect(cell?.traceReference == reference)
      #expect(cell?.traceReference.number ?? 0 > 0)
      #expect(cell?.isInReusePool == false)
    }
    let numbers = Set(displayed.map(\.0.number))
    #expect(numbers.count == displayed.count, "each displayed cell has its own number")
  }

  @Test func aCellThatEndedDisplaySitsInThePoolAndKeepsItsNumber() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    h.recorder.reset()
    let rows = Rows()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 10, height: 30))
    list.show(rows, in: root)
    guard let first = list.cellForRow(at: ListIndexPath(row: 0, section: 0)) else {
      Issue.record("row 0 is not displayed")
      return
    }
    let reference = first.traceReference
    #expect(!first.isInReusePool)
    h.recorder.reset()

    rows.count = 0
    list.reloadData()
    let ended = h.recorder.events.contains { event in
      if case .cellDidEndDisplaying(let cell, _) = event.kind { return cell == reference }
      return false
    }
    #expect(ended, "the trace names the cell that ended display")
    #expect(first.traceReference == reference)
    #expect(first.isInReusePool && !first.isDisplayed)
  }
}
