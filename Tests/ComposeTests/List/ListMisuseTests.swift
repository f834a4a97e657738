import Compose
import ComposeTestFixtures
import Testing

/// Contract §7 for lists: misuse gets a diagnostic and the list keeps working; nothing traps.
@Suite struct ListMisuseTests {
  final class Rows: ListDataSource, ListDelegate {
    var count: Int
    var identifier = "row"
    var returnCell: ListCell?
    var onWillDisplay: ((ListView, ListIndexPath) -> Void)?
    init(count: Int) { self.count = count }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { count }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      returnCell ?? listView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    func listView(
      _ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath
    ) {
      onWillDisplay?(listView, indexPath)
    }
  }

  final class Fixture {
    let h = Harness()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 10, height: 30))
    let rows: Rows

    init(count: Int = 5) {
      h.audit.allowFindings()  // deliberate: the auditor reports it
      rows = Rows(count: count)
      list.show(rows, in: h.root)
      h.recorder.reset()
    }

    var codes: [Diagnostic.Code] { h.recorder.diagnostics.map(\.code) }
  }

  @Test func unregisteredIdentifierGivesAPlainCell() {
    let f = Fixture()
    f.rows.identifier = "nope"
    f.list.reloadData()
    #expect(f.codes.first == .unregisteredReuseIdentifier)
    #expect(f.h.recorder.diagnostics.first?.path == #"Probe("root")/View("list")"#)
    #expect(f.list.visibleCells.count == 3)
    #expect(f.list.visibleCells.allSatisfy { $0.reuseIdentifier == "nope" })
  }

  @Test func aCellAlreadyDisplayedIsReplaced() {
    let f = Fixture()
    f.rows.returnCell = f.list.visibleCells[0]
    f.list.scroll(to: 10)
    #expect(f.codes == [.cellAlreadyInUse])
    #expect(CellInvariants.problems(in: f.list).isEmpty)
    #expect(f.list.indexPathsForVisibleRows.map(\.row) == [1, 2, 3])
  }

  @Test func invalidBatchUpdatesReloadFromTheDataSource() {
    let f = Fixture()
    f.rows.count = 6
    f.list.insertRows(at: [ListIndexPath(row: 9, section: 0)])
    #expect(f.codes == [.invalidBatchUpdate])
    f.rows.count = 4
    f.list.deleteRows(at: [ListIndexPath(row: 0, section: 0), ListIndexPath(row: 0, section: 0)])
    f.list.performBatchUpdates { f.list.deleteRows(at: [ListIndexPath(row: 1, section: 0)]) }
    f.list.performBatchUpdates { f.list.deleteSections([3]) }
    #expect(f.codes == Array(repeating: .invalidBatchUpdate, count: 4))
    #expect(f.h.recorder.diagnostics[3].message.contains("out of range"))
    #expect(f.list.numberOfRows(inSection: 0) == 4)
    #expect(CellInvariants.problems(in: f.list).isEmpty)
    // A count mismatch names both counts.
    f.rows.count = 10
    f.list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
    #expect(
      f.h.recorder.diagnostics.last?.message.contains("is 5, but the data source has 10") == true)
  }

  @Test func invalidHeightsAndRowsAreRefused() {
    let f = Fixture()
    f.list.rowHeight = -3
    f.list.rowHeight = .nan
    #expect(f.list.rowHeight == 10)
    #expect(f.list.scrollToRow(at: ListIndexPath(row: 7, section: 0))?.code == .rowOutOfRange)
    #expect(f.list.scrollToRow(at: ListIndexPath(row: 0, section: 1))?.code == .rowOutOfRange)
    #expect(f.codes == [.invalidRowHeight, .invalidRowHeight, .rowOutOfRange, .rowOutOfRange])
    #expect(f.list.contentOffset == 0)
    #expect(f.list.scrollToRow(at: ListIndexPath(row: 4, section: 0)) == nil)
    #expect(f.list.contentOffset == 20)  // clamped: the last row ends at the viewport's end
  }

  @Test func callbacksThatNeverStopChangingTheListAreCutOff() {
    let f = Fixture()
    f.rows.onWillDisplay = { list, indexPath in
      if indexPath.row == 0 { list.scroll(to: 20) }
      if indexPath.row == 4 { list.scroll(to: 0) }
    }
    f.list.scroll(to: 20)
    #expect(f.codes == [.listLayoutDidNotSettle])
    #expect(CellInvariants.problems(in: f.list).isEmpty)
    f.rows.onWillDisplay = nil
    f.list.scroll(to: 10)
    #expect(f.list.indexPathsForVisibleRows.map(\.row) == [1, 2, 3])
  }

  @Test func changesFromCallbacksRunAfterThePass() {
    let f = Fixture(count: 20)
    var reloads = 0
    f.rows.onWillDisplay = { list, indexPath in
      if indexPath.row == 5, reloads == 0 {
        reloads += 1
        list.reloadData()
        list.scroll(to: 100)
      }
    }
    f.list.scroll(to: 30)
    #expect(f.codes.isEmpty)
    #expect(f.list.indexPathsForVisibleRows.map(\.row) == [10, 11, 12])
    #expect(CellInvariants.problems(in: f.list).isEmpty)
  }

  @Test func duplicateIdentifiersGetTheirOwnComponents() {
    let f = ListFixture(rows: 0, viewportRows: 3)
    // Reported by each load that shows the duplicate: this one and the reload below.
    f.h.expect(diagnostic: .duplicateItemIdentifier, count: 2)
    f.adapter.reloadData([TestItem(1), TestItem(1), TestItem(2)])
    #expect(f.h.recorder.diagnostics.map(\.code) == [.duplicateItemIdentifier])
    #expect(f.hostedNames == ["item1", "item1", "item2"])
    let hosted = f.list.visibleCells.compactMap { ($0 as? HostingCell)?.hostedComponent }
    #expect(hosted[0] !== hosted[1])
    f.list.reloadData()
    #expect(f.tracker.live <= 4)
  }
}
