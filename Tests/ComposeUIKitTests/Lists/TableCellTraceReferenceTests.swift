import Compose
import ComposeUIKit
import Foundation
import Testing

/// A table cell named in a trace (`cell #2 "text"`) can be matched to the `UITableViewCell`
/// object, and a test can tell whether it sits in the reuse pool, through read-only API.
@Suite struct TableCellTraceReferenceTests {
  @Test func theTracedCellIsTheCellShowingTheRow() {
    let screen = TextTableScreen(rows: (0..<20).map { "r\($0)" })
    let test = ListTestWindow(root: screen)
    _ = screen.tableView.visibleCells
    let displayed = test.recorder.events.compactMap { event -> (CellReference, Int)? in
      if case .cellWillDisplay(let cell, let indexPath) = event.kind {
        return (cell, indexPath.row)
      }
      return nil
    }
    #expect(!displayed.isEmpty)
    for (reference, row) in displayed {
      let cell = screen.tableView.cellForRow(at: IndexPath(row: row, section: 0))
      #expect(cell?.composeTraceReference == reference)
      #expect(cell?.composeIsInReusePool == false)
    }
    #expect(UITableViewCell(style: .default, reuseIdentifier: "x").composeTraceReference == nil)
  }

  @Test func aCellThatEndedDisplaySitsInThePool() {
    let screen = TextTableScreen(rows: (0..<20).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    guard let cell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) else {
      Issue.record("row 0 is not displayed")
      return
    }
    let reference = cell.composeTraceReference
    screen.source.rows = []
    screen.tableView.reloadData()
    #expect(cell.composeIsInReusePool)
    #expect(cell.composeTraceReference == reference)
  }
}
