import Testing

#if canImport(UIKit)
  import UIKit
#else
  import ComposeUIKit
#endif

// A table's row geometry as Apple documents `rectForRow(at:)` and `indexPathForRow(at:)`: frames
// in the table's content coordinates, known for rows whether or not they are displayed; a point
// outside the rows finds none. Rows here are 20 points high in a 320-point-wide table.

@MainActor
@Suite struct RowGeometryTests {
  private func shownTable(rows: Int) -> (TextTableScreen, UIWindow) {
    let screen = TextTableScreen(rows: (0..<rows).map { "row \($0)" })
    let window = UIWindow.showing(screen)
    screen.tableView.layoutIfNeeded()
    return (screen, window)
  }

  @Test func rectForRowIsTheRowsFrameInTheContentDisplayedOrNot() {
    let (screen, window) = shownTable(rows: 50)
    #expect(
      screen.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(
          x: 0, y: 40, width: 320, height: 20))
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 30, section: 0)) == nil)
    #expect(screen.tableView.rectForRow(at: IndexPath(row: 30, section: 0)).minY == 600)
    #expect(screen.tableView.rectForRow(at: IndexPath(row: 50, section: 0)) == .zero)
    withExtendedLifetime(window) {}
  }

  @Test func indexPathForRowFindsTheRowContainingThePoint() {
    let (screen, window) = shownTable(rows: 50)
    #expect(
      screen.tableView.indexPathForRow(at: CGPoint(x: 5, y: 0)) == IndexPath(row: 0, section: 0))
    #expect(
      screen.tableView.indexPathForRow(at: CGPoint(x: 5, y: 59)) == IndexPath(row: 2, section: 0))
    #expect(
      screen.tableView.indexPathForRow(at: CGPoint(x: 5, y: 60)) == IndexPath(row: 3, section: 0))
    #expect(
      screen.tableView.indexPathForRow(at: CGPoint(x: 5, y: 999)) == IndexPath(row: 49, section: 0))
    #expect(screen.tableView.indexPathForRow(at: CGPoint(x: 5, y: 1_000)) == nil)
    #expect(screen.tableView.indexPathForRow(at: CGPoint(x: 5, y: -1)) == nil)
    withExtendedLifetime(window) {}
  }
}
