import Compose
import ComposeUIKit
import Foundation
import Testing

/// Row selection (contract §6, UIKit's documented behaviour): code selects without telling the
/// delegate, a tap asks `willSelectRowAt`, then `willDeselectRowAt` of the row selected before,
/// and tells `didDeselectRowAt` then `didSelectRowAt`, and
/// the selection belongs to the row, not to its recycled cell.
@Suite struct RowSelectionTests {
  @Test func selectingFromCodeTellsTheDelegateNothingAndSelectsTheCell() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    screen.source.log = []
    screen.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: true, scrollPosition: .none)
    #expect(screen.source.log.isEmpty)
    #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    let cell = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? CountingCell
    #expect(cell?.isSelected == true)
    #expect(cell?.selectionChanges == [true])
    screen.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(screen.source.log.isEmpty)
    #expect(screen.tableView.indexPathForSelectedRow == nil)
    #expect(screen.tableView.indexPathsForSelectedRows == nil)
    #expect(cell?.isSelected == false)
  }

  @Test func aTapAsksWillSelectThenWillDeselectOfTheOldRowThenTellsDidDeselectAndDidSelect() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    screen.tableView.composeTapRow(at: IndexPath(row: 2, section: 0))
    screen.source.log = []
    screen.tableView.composeTapRow(at: IndexPath(row: 4, section: 0))
    #expect(
      screen.source.log == ["willSelect 4", "willDeselect 2", "didDeselect 2", "didSelect 4"])
    #expect(screen.tableView.indexPathsForSelectedRows == [4].rows)
  }

  @Test func willSelectMayRedirectOrCancelATap() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    screen.source.redirectSelection = [1: 3, 2: nil]
    screen.tableView.composeTapRow(at: IndexPath(row: 1, section: 0))
    #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    screen.tableView.composeTapRow(at: IndexPath(row: 2, section: 0))
    #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(screen.source.log.suffix(3) == ["willSelect 1", "didSelect 3", "willSelect 2"])
  }

  @Test func multipleSelectionTogglesTappedRows() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    screen.tableView.allowsMultipleSelection = true
    for row in [0, 3, 0] { screen.tableView.composeTapRow(at: IndexPath(row: row, section: 0)) }
    #expect(screen.tableView.indexPathsForSelectedRows == [3].rows)
    #expect(screen.source.log.suffix(3) == ["didSelect 3", "willDeselect 0", "didDeselect 0"])
  }

  @Test func theSelectionStaysWithItsRowWhenTheCellIsRecycled() {
    let screen = TextTableScreen(rows: (0..<30).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    screen.tableView.selectRow(
      at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    let cell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    screen.tableView.contentOffset = CGPoint(x: 0, y: 20)
    // Row 0's cell now shows row 5, which is not selected.
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 5, section: 0)) === cell)
    #expect(cell?.isSelected == false)
    #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    screen.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
  }

  @Test func selectingWithAScrollPositionScrollsTheRowThere() {
    let screen = TextTableScreen(rows: (0..<30).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    screen.tableView.selectRow(
      at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .middle)
    // The row spans 200...220 and the visible area is 100 tall: centred, the offset is 160.
    #expect(screen.tableView.contentOffset.y == 160)
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 10, section: 0))?.isSelected == true)
  }

  @Test func reloadingClearsTheSelection() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    screen.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    screen.tableView.reloadData()
    #expect(screen.tableView.indexPathForSelectedRow == nil)
    #expect(screen.tableView.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test func aTableThatDisallowsSelectionIgnoresTaps() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    screen.tableView.allowsSelection = false
    screen.source.log = []
    screen.tableView.composeTapRow(at: IndexPath(row: 1, section: 0))
    #expect(screen.source.log.isEmpty)
    #expect(screen.tableView.indexPathForSelectedRow == nil)
  }

  /// UIKit's `tableView(_:willDeselectRowAt:)`: "Return nil if you don't want the row
  /// deselected"; the tapped row is still selected.
  @Test func willDeselectMayKeepTheOldRowSelected() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    screen.tableView.composeTapRow(at: IndexPath(row: 2, section: 0))
    screen.source.log = []
    screen.source.redirectDeselection = [2: nil]
    screen.tableView.composeTapRow(at: IndexPath(row: 4, section: 0))
    #expect(screen.source.log == ["willSelect 4", "willDeselect 2", "didSelect 4"])
    #expect(screen.tableView.indexPathsForSelectedRows == [2, 4].rows)
  }

  /// Programmatic selection calls none of the delegate's selection methods, `willDeselectRowAt`
  /// included.
  @Test func codeThatSelectsAnotherRowAsksNothing() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    screen.tableView.composeTapRow(at: IndexPath(row: 2, section: 0))
    screen.source.log = []
    screen.tableView.selectRow(
      at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
    screen.tableView.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
    #expect(screen.source.log.isEmpty)
  }
}
