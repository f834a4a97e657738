import Compose
import ComposeUIKit
import Foundation
import Testing

/// The Embedded ViewControllers talk's table whose cells host child view controllers, embedded in
/// `willDisplay` and un-embedded in `didEndDisplaying` (contract §6): the children get their
/// appearance callbacks when their rows are displayed and their disappearance when the rows scroll
/// away.
@Suite struct EmbeddedChildCellTests {
  @Test func theTableLoadsAtItsFirstLayoutAndItsChildrenAppear() {
    let screen = EmbeddingTableScreen(rowCount: 10)
    let test = ListTestWindow(root: screen)
    // UIKit loads a table's rows at its first layout in a visible window, with no reloadData.
    #expect(
      screen.tableView.indexPathsForVisibleRows == [0, 1, 2].map { IndexPath(row: $0, section: 0) })
    #expect(
      screen.source?.log == [
        "cellForRowAt 0", "willDisplay 0", "cellForRowAt 1", "willDisplay 1", "cellForRowAt 2",
        "willDisplay 2",
      ])
    #expect(
      test.traces(of: "row0") == [
        // Contract §4: displayed in the screen's first layout, the child appears with the
        // screen: its viewDidAppear comes at the end of the screen's appearance.
        "row0.willMove(toParent: screen)", "row0.viewDidLoad", "row0.viewWillAppear(false)",
        "row0.viewIsAppearing(false)", "row0.didMove(toParent: screen)",
        "row0.viewDidAppear(false)",
      ])
    #expect(screen.children.count == 3)
    #expect(screen.tableView.visibleCells.count == 3)
  }

  @Test func aRowScrolledAwayDisappearsAndTheEnteringRowAppearsInTheRecycledCell() {
    let screen = EmbeddingTableScreen(rowCount: 10)
    let test = ListTestWindow(root: screen)
    let firstCell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    test.reset()
    screen.tableView.contentOffset = CGPoint(x: 0, y: 44)
    #expect(
      test.traces == [
        "screen.didEndDisplaying(cell#1, [0, 0])", "row0.willMove(toParent: nil)",
        "row0.viewWillDisappear(false)", "row0.viewDidDisappear(false)",
        "row0.didMove(toParent: nil)", "screen.dequeue([0, 3]) -> cell#1 recycled",
        "screen.prepareForReuse(cell#1)", "screen.willDisplay(cell#1, [0, 3])",
        "row3.willMove(toParent: screen)", "row3.viewDidLoad", "row3.viewWillAppear(false)",
        "row3.viewIsAppearing(false)", "row3.viewDidAppear(false)",
        "row3.didMove(toParent: screen)",
      ])
    let recycled = screen.tableView.cellForRow(at: IndexPath(row: 3, section: 0))
    #expect(recycled === firstCell)
    #expect((recycled as? EmbeddedViewControllerCell)?.preparedForReuseCount == 1)
    #expect(screen.tableView.indexPath(for: recycled!) == IndexPath(row: 3, section: 0))
    #expect(screen.children.map(\.composeComponent.traceName) == ["row1", "row2", "row3"])
  }

  @Test func theHostedChildrenDisappearWithTheScreenAndComeBack() {
    let screen = EmbeddingTableScreen(rowCount: 5)
    let test = ListTestWindow(root: screen)
    // The first load happens at the end of the turn: the next step of the window's clock.
    test.window.composeRunUntilIdle()
    #expect(screen.children.count == 3)
    test.reset()
    test.window.isHidden = true
    #expect(
      test.traces(of: "row1") == ["row1.viewWillDisappear(false)", "row1.viewDidDisappear(false)"])
    test.reset()
    test.window.makeKeyAndVisible()
    #expect(
      test.traces(of: "row1") == [
        "row1.viewWillAppear(false)", "row1.viewIsAppearing(false)", "row1.viewDidAppear(false)",
      ])
  }

  @Test func everyWillDisplayHasOneDidEndDisplayingThroughScrollsAndAReload() {
    let screen = EmbeddingTableScreen(rowCount: 20)
    _ = ListTestWindow(root: screen)
    for offset in stride(from: 0, through: 700, by: 30) {
      screen.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
    }
    screen.tableView.reloadData()
    screen.tableView.setContentOffset(.zero, animated: true)
    let log = screen.source?.log ?? []
    var displayed: Set<String> = []
    for line in log {
      let row = String(line.split(separator: " ").last!)
      if line.hasPrefix("willDisplay") {
        #expect(displayed.insert(row).inserted, "row \(row) displayed twice")
      } else if line.hasPrefix("didEndDisplaying") {
        #expect(displayed.remove(row) != nil, "row \(row) ended display without willDisplay")
      }
    }
    #expect(displayed == ["0", "1", "2"])
    #expect(screen.children.count == 3)
    // Cells follow the visible area: four at most for three visible rows and one entering.
    #expect(screen.tableView.composeListView.numberOfCellsCreated <= 4)
  }
}
