import Compose
import ComposeUIKit
import Foundation
import Testing

/// A data source and delegate that gives each row its own height (UIKit's
/// `tableView(_:heightForRowAt:)`): the first row 100 points, the others 20.
private final class TallFirstRow: NSObject, UITableViewDataSource, UITableViewDelegate {
  var asked = 0

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    asked += 1
    return indexPath.row == 0 ? 100 : 20
  }
}

/// Row heights: a delegate's own `tableView(_:heightForRowAt:)` sizes every row, and a delegate
/// without one leaves the rows at `rowHeight`, laid out without asking it row by row.
@Suite struct RowHeightTests {
  @Test func aDelegateWithItsOwnHeightsSizesEveryRow() {
    let rows = TallFirstRow()
    let screen = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    screen.view.addSubview(table)
    table.dataSource = rows
    table.delegate = rows
    let window = ListTestWindow(root: screen)
    table.layoutIfNeeded()
    #expect(table.composeListView.contentLength == 100 + 9 * 20)
    #expect(rows.asked >= 10, "every row is asked")
    let asked = rows.asked
    table.reloadData()
    #expect(rows.asked >= asked + 10, "and asked again at a reload")
    withExtendedLifetime(window) {}
  }

  @Test func aDelegateWithoutHeightsLeavesTheRowsAtRowHeightAndIsNotAskedAgain() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    let window = ListTestWindow(root: screen)
    screen.tableView.layoutIfNeeded()
    #expect(screen.tableView.composeListView.contentLength == 10 * 20)
    #expect(
      !(screen.tableView.composeListView.delegate is any ListRowHeightDelegate),
      "the uniform layout: no height is asked row by row")
    screen.source.log = []
    screen.tableView.rowHeight = 30
    screen.tableView.reloadData()
    #expect(screen.tableView.composeListView.contentLength == 10 * 30)
    #expect(screen.source.log.contains("willDisplay r0"), "display goes on through the delegate")
    screen.tableView.composeTapRow(at: IndexPath(row: 1, section: 0))
    #expect(screen.source.log.contains("didSelect 1"))
    withExtendedLifetime(window) {}
  }

  @Test func aNewDelegateIsAskedForItsHeightsAgain() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    let window = ListTestWindow(root: screen)
    screen.tableView.layoutIfNeeded()
    let rows = TallFirstRow()
    screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    screen.tableView.dataSource = rows
    screen.tableView.delegate = rows
    screen.tableView.reloadData()
    #expect(screen.tableView.composeListView.contentLength == 100 + 9 * 20)
    withExtendedLifetime(window) {}
  }
}
