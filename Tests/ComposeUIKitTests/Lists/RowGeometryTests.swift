import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A table's row geometry as Apple documents `rectForRow(at:)` and `indexPathForRow(at:)`: frames
// in the table's content coordinates, known for rows whether or not they are displayed; a point
// outside the rows finds none. Rows here are 20 points high in a 320-point-wide table.

@MainActor
@Suite struct RowGeometryTests {
  private func shownTable(rows: Int) -> (TextTableScreen, WindowAudit) {
    let screen = TextTableScreen(rows: (0..<rows).map { "row \($0)" })
    let audit = WindowAudit.showing(screen)
    screen.tableView.layoutIfNeeded()
    return (screen, audit)
  }

  @Test func rectForRowIsTheRowsFrameInTheContentDisplayedOrNot() {
    let (screen, audit) = shownTable(rows: 50)
    #expect(
      screen.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(
          x: 0, y: 40, width: 320, height: 20))
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 30, section: 0)) == nil)
    #expect(screen.tableView.rectForRow(at: IndexPath(row: 30, section: 0)).minY == 600)
    #expect(screen.tableView.rectForRow(at: IndexPath(row: 50, section: 0)) == .zero)
    audit.finish()
  }

  @Test func indexPathForRowFindsTheRowContainingThePoint() {
    let (screen, audit) = shownTable(rows: 50)
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
    audit.finish()
  }
}

/// Rows of heights 10, 30, 10, 30, … from the delegate.
private final class AlternatingRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath.row.isMultiple(of: 2) ? 10 : 30
  }
}

@MainActor
@Suite struct VariableRowGeometryTests {
  @Test func rowsOfTheirOwnHeightsAreFoundByTheirExtents() {
    let screen = UIViewController()
    let audit = WindowAudit.showing(screen)
    let window = audit.window
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "text")
    let rows = AlternatingRows()
    table.dataSource = rows
    table.delegate = rows
    screen.view.addSubview(table)
    table.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 3, section: 0))
        == CGRect(x: 0, y: 50, width: 320, height: 30))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 9.5)) == IndexPath(row: 0, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 10)) == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 39.9)) == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 40)) == IndexPath(row: 2, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 199.9)) == IndexPath(row: 9, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 200)) == nil)
    withExtendedLifetime((window, rows)) {}
    audit.finish()
  }
}
