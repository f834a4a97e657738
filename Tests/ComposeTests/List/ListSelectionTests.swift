import Compose
import ComposeRender
import ComposeTestFixtures
import Foundation
import Testing

/// Contract §6, selection: it belongs to the row, not to the cell; taps tell the delegate,
/// programmatic calls do not.
@Suite struct ListSelectionTests {
  final class Rows: ListDataSource, ListDelegate {
    var counts: [Int]
    var log: [String] = []
    /// What `indexPathForSelectedRow` answered inside each `didSelectRowAt`.
    var selectedDuringDidSelect: [ListIndexPath?] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in listView: ListView) -> Int { counts.count }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
      counts[section]
    }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
      log.append("didSelect \(indexPath)")
      selectedDuringDidSelect.append(listView.indexPathForSelectedRow)
    }
    func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) {
      log.append("didDeselect \(indexPath)")
    }
  }

  /// Ten rows of height 10 in a 30-point viewport: rows 0, 1, 2 are displayed.
  final class Fixture {
    let h = Harness()
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 10, height: 30))
    let rows: Rows

    init(counts: [Int] = [10]) {
      rows = Rows(counts)
      list.show(rows, in: h.root)
    }
  }

  static func row(_ row: Int, _ section: Int = 0) -> ListIndexPath {
    ListIndexPath(row: row, section: section)
  }

  @Test func nothingIsSelectedAtFirst() {
    let f = Fixture()
    #expect(f.list.indexPathForSelectedRow == nil)
    #expect(f.list.indexPathsForSelectedRows == nil)
    #expect(!f.list.allowsMultipleSelection)
    #expect(f.list.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test func programmaticSelectDoesNotCallTheDelegate() {
    let f = Fixture()
    f.list.selectRow(at: Self.row(1), animated: false, scrollPosition: .none)
    #expect(f.list.indexPathForSelectedRow == Self.row(1))
    #expect(f.list.cellForRow(at: Self.row(1))?.isSelected == true)
    f.list.selectRow(at: Self.row(2), animated: true, scrollPosition: .none)
    f.list.deselectRow(at: Self.row(2), animated: false)
    #expect(f.list.indexPathForSelectedRow == nil)
    #expect(f.list.cellForRow(at: Self.row(2))?.isSelected == false)
    #expect(f.rows.log.isEmpty)
    #expect(f.list.contentOffset == 0)
  }

  @Test func tapCallsDelegateInOrderDeselectThenSelect() {
    let f = Fixture()
    f.list.simulateTap(at: Self.row(1))
    f.list.simulateTap(at: Self.row(2))
    #expect(f.rows.log == ["didSelect [0, 1]", "didDeselect [0, 1]", "didSelect [0, 2]"])
    // The selection has changed when the delegate hears of it, as in UIKit.
    #expect(f.rows.selectedDuringDidSelect == [Self.row(1), Self.row(2)])
    #expect(f.list.cellForRow(at: Self.row(1))?.isSelected == false)
    #expect(f.list.cellForRow(at: Self.row(2))?.isSelected == true)
  }

  @Test func singleSelectionKeepsOneRowMultipleSelectionKeepsAll() {
    let f = Fixture()
    f.list.selectRow(at: Self.row(0), animated: false, scrollPosition: .none)
    f.list.selectRow(at: Self.row(2), animated: false, scrollPosition: .none)
    #expect(f.list.indexPathsForSelectedRows == [Self.row(2)])

    f.list.allowsMultipleSelection = true
    f.list.selectRow(at: Self.row(0), animated: false, scrollPosition: .none)
    f.list.simulateTap(at: Self.row(1))
    #expect(f.list.indexPathsForSelectedRows == [Self.row(0), Self.row(1), Self.row(2)])
    #expect(f.list.indexPathForSelectedRow == Self.row(0))
    // In multiple selection a tap on a selected row deselects it; no other row is touched.
    f.list.simulateTap(at: Self.row(2))
    #expect(f.list.indexPathsForSelectedRows == [Self.row(0), Self.row(1)])
    #expect(f.rows.log == ["didSelect [0, 1]", "didDeselect [0, 2]"])
    f.list.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(f.list.indexPathsForSelectedRows == nil)
    #expect(f.list.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test func selectionSurvivesScrollingAwayAndBack() {
    let f = Fixture()
    f.list.simulateTap(at: Self.row(1))
    let cell = f.list.cellForRow(at: Self.row(1))
    f.list.scroll(to: 50)  // rows 5...7: row 1's cell goes to the pool and is recycled
    #expect(f.list.cellForRow(at: Self.row(1)) == nil)
    #expect(f.list.indexPathForSelectedRow == Self.row(1))
    #expect(f.list.visibleCells.allSatisfy { !$0.isSelected })
    #expect(cell?.isSelected == false)
    f.list.scroll(to: 0)
    #expect(f.list.cellForRow(at: Self.row(1))?.isSelected == true)
    #expect(f.list.visibleCells.filter(\.isSelected).count == 1)
  }

  @Test func selectionMovesWithItsItemInABatchUpdate() {
    let f = Fixture()
    f.list.selectRow(at: Self.row(1), animated: false, scrollPosition: .none)
    f.list.performBatchUpdates { f.list.moveRow(at: Self.row(1), to: Self.row(2)) }
    #expect(f.list.indexPathForSelectedRow == Self.row(2))
    #expect(f.list.cellForRow(at: Self.row(2))?.isSelected == true)
    #expect(f.list.cellForRow(at: Self.row(1))?.isSelected == false)
    // An insertion above shifts it with the same index mapping as the cells.
    f.rows.counts = [11]
    f.list.insertRows(at: [Self.row(0)])
    #expect(f.list.indexPathForSelectedRow == Self.row(3))
    #expect(f.list.visibleCells.filter(\.isSelected).isEmpty)  // row 3 is below the viewport
    f.list.scroll(to: 10)
    #expect(f.list.cellForRow(at: Self.row(3))?.isSelected == true)
  }

  @Test func selectionIsClearedWhenItsRowIsDeleted() {
    let f = Fixture()
    f.list.allowsMultipleSelection = true
    f.list.selectRow(at: Self.row(1), animated: false, scrollPosition: .none)
    f.list.selectRow(at: Self.row(4), animated: false, scrollPosition: .none)
    f.rows.counts = [9]
    f.list.deleteRows(at: [Self.row(1)])
    #expect(f.list.indexPathsForSelectedRows == [Self.row(3)])
    #expect(f.list.visibleCells.allSatisfy { !$0.isSelected })
    #expect(f.rows.log.isEmpty)
  }

  @Test func selectionIsClearedWhenItsSectionIsDeleted() {
    let f = Fixture(counts: [2, 2, 2])
    f.list.allowsMultipleSelection = true
    f.list.selectRow(at: Self.row(1, 0), animated: false, scrollPosition: .none)
    f.list.selectRow(at: Self.row(0, 2), animated: false, scrollPosition: .none)
    f.rows.counts = [2, 2]
    f.list.deleteSections([0])
    #expect(f.list.indexPathsForSelectedRows == [Self.row(0, 1)])
  }

  @Test func reloadDataClearsTheSelection() {
    let f = Fixture()
    f.list.simulateTap(at: Self.row(2))
    f.list.reloadData()
    #expect(f.list.indexPathForSelectedRow == nil)
    #expect(f.list.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test func selectingOrTappingARowOutsideTheListIsRefused() {
    let f = Fixture()
    f.h.audit.allowFindings()  // deliberate: the auditor reports it
    #expect(
      f.list.selectRow(at: Self.row(10), animated: false, scrollPosition: .top)?.code
        == .rowOutOfRange)
    #expect(f.list.simulateTap(at: Self.row(0, 1))?.code == .rowOutOfRange)
    #expect(f.list.indexPathForSelectedRow == nil)
    #expect(f.rows.log.isEmpty)
  }

  @Test func selectRowScrollsToTheGivenPosition() {
    let f = Fixture()
    f.list.selectRow(at: Self.row(6), animated: false, scrollPosition: .middle)
    // Row 6 spans 60...70; the 30-point viewport centred on it starts at 65 - 15.
    #expect(f.list.contentOffset == (60 + 70 - 30) / 2)
    #expect(f.list.cellForRow(at: Self.row(6))?.isSelected == true)
  }

  @Test func theTreeRenderMarksOnlySelectedRows() {
    let f = Fixture()
    func rowLines() -> [String] {
      TreeRenderer().lines(TreeSnapshot(of: f.h.window)).filter { $0.contains("row  indexPath") }
    }
    #expect(rowLines().count == 3)
    #expect(rowLines().allSatisfy { !$0.contains("selected") })
    f.list.simulateTap(at: Self.row(1))
    let lines = rowLines()
    #expect(lines[1].hasSuffix("row  indexPath [0, 1]  cell #2 \"row\"  selected"))
    #expect(!lines[0].contains("selected") && !lines[2].contains("selected"))
  }
}

extension ListSelectionTests {
  final class SelectionLog: ListDelegate {
    var lines: [String] = []
    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
      lines.append("select \(indexPath)")
    }
    func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) {
      lines.append("deselect \(indexPath)")
    }
  }

  /// An adapter list is the list's delegate: it passes the selection on to app code.
  @Test func anAdapterListPassesTheSelectionToItsSelectionDelegate() {
    let f = ListFixture(rows: 10, viewportRows: 3)
    f.list.reloadData()
    let log = SelectionLog()
    f.adapter.selectionDelegate = log
    f.list.simulateTap(at: ListIndexPath(row: 1, section: 0))
    f.list.simulateTap(at: ListIndexPath(row: 2, section: 0))
    #expect(log.lines == ["select [0, 1]", "deselect [0, 1]", "select [0, 2]"])
  }
}
