import Compose
import ComposeTesting
import ComposeUIKit
import Foundation
import Testing

/// Batch updates (UIKit's `performBatchUpdates`, `beginUpdates`/`endUpdates`, `insertRows`, ...)
/// with the contract's orders: deleted displayed rows end display, inserted visible rows are
/// displayed, moved rows keep their cell with no events (contract §6).
@Suite struct TableBatchUpdateTests {
  @Test func insertingAndDeletingRowsDisplaysAndEndsDisplay() {
    let screen = TextTableScreen(rows: ["a", "b", "c", "d", "e", "f"])
    _ = ListTestWindow(root: screen)
    screen.source.log = []
    var completed: Bool?
    screen.tableView.performBatchUpdates(
      {
        screen.source.rows.remove(at: 1)
        screen.source.rows.insert("x", at: 0)
        screen.tableView.deleteRows(at: [1].rows, with: .fade)
        screen.tableView.insertRows(at: [0].rows, with: .automatic)
      },
      completion: { completed = $0 })
    #expect(completed == true)
    // b ended display; x is displayed; the rows pushed below the visible area end display.
    #expect(screen.source.log.first == "didEndDisplaying b")
    #expect(screen.source.log.contains("willDisplay x"))
    #expect(screen.visibleTexts == ["x", "a", "c", "d", "e"])
  }

  @Test func aMovedRowKeepsItsCellWithNoDisplayEvents() {
    let screen = TextTableScreen(rows: ["a", "b", "c"])
    _ = ListTestWindow(root: screen)
    let cellA = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    screen.source.log = []
    screen.tableView.beginUpdates()
    screen.source.rows = ["b", "c", "a"]
    screen.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    // Nothing is applied before the matching endUpdates.
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellA)
    screen.tableView.endUpdates()
    #expect(screen.source.log.isEmpty)
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
    #expect(screen.tableView.indexPath(for: cellA!) == IndexPath(row: 2, section: 0))
  }

  @Test func theSelectionMovesWithItsRow() {
    let screen = TextTableScreen(rows: ["a", "b", "c"])
    _ = ListTestWindow(root: screen)
    screen.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    screen.source.rows.insert("z", at: 0)
    screen.tableView.insertRows(at: [0].rows, with: .top)
    #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
  }

  @Test func reloadingARowGivesItANewCellConfiguration() {
    let screen = TextTableScreen(rows: ["a", "b", "c"])
    _ = ListTestWindow(root: screen)
    screen.source.log = []
    screen.source.rows[1] = "B"
    screen.tableView.reloadRows(at: [1].rows, with: .none)
    #expect(screen.source.log == ["didEndDisplaying b", "willDisplay B"])
    #expect(screen.visibleTexts == ["a", "B", "c"])
  }

  @Test func sectionsInsertAndDelete() {
    let screen = TextTableScreen(rows: ["a", "b"])
    _ = ListTestWindow(root: screen)
    #expect(screen.tableView.numberOfSections == 1)
    #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    screen.source.rows = []
    screen.tableView.deleteRows(at: [0, 1].rows, with: .left)
    #expect(screen.tableView.numberOfRows(inSection: 0) == 0)
    #expect(screen.tableView.visibleCells.isEmpty)
    #expect(screen.tableView.indexPathsForVisibleRows == nil)
  }

  @Test func anInconsistentUpdateIsReportedAndAnsweredByAReload() {
    let screen = TextTableScreen(rows: ["a", "b"])
    let test = ListTestWindow(root: screen)
    #expect(screen.visibleTexts == ["a", "b"])
    test.harness.expect(diagnostic: .invalidBatchUpdate)
    screen.source.rows.append("c")
    // Two rows inserted where the data source gained one.
    screen.tableView.insertRows(at: [2, 3].rows, with: .fade)
    #expect(screen.visibleTexts == ["a", "b", "c"])
  }
}
