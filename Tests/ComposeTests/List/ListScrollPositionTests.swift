import Compose
import ComposeTestFixtures
import Testing

/// `scrollToRow(at:at:animated:)` with UIKit's positions; offsets computed from the geometry.
@Suite struct ListScrollPositionTests {
  final class Rows: ListDataSource, ListDelegate {
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 10 }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  /// Ten rows of 10 points in a 30-point viewport (`show` sets the row height).
  final class Fixture {
    let h = Harness()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 10, height: 30))
    let rows = Rows()
    init() { list.show(rows, in: h.root) }

    var viewport: Double { list.viewportLength }
    var maximum: Double { list.contentLength - viewport }
    func start(_ row: Int) -> Double { Double(row) * list.rowHeight }
    func end(_ row: Int) -> Double { start(row) + list.rowHeight }
    func clamp(_ offset: Double) -> Double { min(max(offset, 0), maximum) }
    func scroll(_ row: Int, _ position: ListView.ScrollPosition) -> Double {
      list.scrollToRow(at: ListIndexPath(row: row, section: 0), at: position, animated: false)
      return list.contentOffset
    }
  }

  @Test func topPutsTheRowAtTheLeadingEdge() {
    let f = Fixture()
    #expect(f.scroll(5, .top) == f.start(5))
    #expect(f.list.indexPathsForVisibleRows.first?.row == 5)
  }

  @Test func middleCentresTheRow() {
    let f = Fixture()
    #expect(f.scroll(5, .middle) == (f.start(5) + f.end(5)) / 2 - f.viewport / 2)
  }

  @Test func bottomPutsTheRowAtTheTrailingEdge() {
    let f = Fixture()
    #expect(f.scroll(5, .bottom) == f.end(5) - f.viewport)
    #expect(f.list.indexPathsForVisibleRows.last?.row == 5)
  }

  @Test func noneScrollsTheMinimumToMakeTheRowVisible() {
    let f = Fixture()
    // Below the viewport: its trailing edge comes to the viewport's trailing edge.
    #expect(f.scroll(5, .none) == f.end(5) - f.viewport)
    // Already fully visible: nothing moves.
    let before = f.list.contentOffset
    #expect(f.scroll(4, .none) == before)
    // Above the viewport: its leading edge comes to the viewport's leading edge.
    #expect(f.scroll(1, .none) == f.start(1))
  }

  @Test func positionsAreClampedToTheContent() {
    let f = Fixture()
    #expect(f.scroll(9, .top) == f.clamp(f.start(9)))
    #expect(f.scroll(9, .top) == f.maximum)
    #expect(f.scroll(0, .bottom) == f.clamp(f.end(0) - f.viewport))
    #expect(f.list.contentOffset == 0)
    #expect(f.scroll(0, .middle) == 0)
    #expect(f.scroll(9, .middle) == f.maximum)
  }

  @Test func scrollToRowWithoutPositionStillScrollsToTheTop() {
    let f = Fixture()
    f.list.scrollToRow(at: ListIndexPath(row: 4, section: 0))
    #expect(f.list.contentOffset == f.start(4))
  }

  @Test func aRowOutsideTheListIsRefusedAndNothingScrolls() {
    let f = Fixture()
    f.h.audit.allowFindings()  // deliberate: the auditor reports it
    let diagnostic = f.list.scrollToRow(
      at: ListIndexPath(row: 10, section: 0), at: .middle, animated: true)
    #expect(diagnostic?.code == .rowOutOfRange)
    #expect(f.list.contentOffset == 0)
  }
}
