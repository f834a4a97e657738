import Compose
import ComposeUIKit
import Foundation
import Testing

/// Dequeuing (UIKit's `dequeueReusableCell`): registered classes are made through
/// `init(style:reuseIdentifier:)`, recycled cells get `prepareForReuse()` before the data source
/// configures them, and cells follow the visible area (contract §6).
@Suite struct CellReuseTests {
  @Test func aRegisteredClassIsMadeWithItsStyleInitializer() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    let cells = screen.tableView.visibleCells
    #expect(cells.count == 5)
    #expect(cells.allSatisfy { ($0 as? CountingCell)?.madeWithStyle == .default })
    #expect(cells.allSatisfy { $0.reuseIdentifier == "text" })
    #expect(screen.visibleTexts == ["r0", "r1", "r2", "r3", "r4"])
  }

  @Test func aRecycledCellIsPreparedForReuseBeforeItIsConfigured() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    let first = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
    #expect(first?.preparedForReuseCount == 0)
    screen.tableView.contentOffset = CGPoint(x: 0, y: 20)
    // Row 0's cell went back to the queue and came out for row 5: prepareForReuse cleared its
    // text, then the data source set the new one.
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 5, section: 0)) === first)
    #expect(first?.preparedForReuseCount == 1)
    #expect(first?.textLabel?.text == "r5")
    #expect(screen.source.log.suffix(2) == ["didEndDisplaying r0", "willDisplay r5"])
  }

  @Test func scrollingThroughManyRowsKeepsTheCellCountToTheVisibleArea() {
    let screen = TextTableScreen(rows: (0..<1_000).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    for step in 1...200 {
      screen.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step * 7))
    }
    #expect(screen.tableView.composeListView.numberOfCellsCreated <= 6)
    #expect(screen.tableView.contentSize.height == 20_000)
    #expect(screen.tableView.contentOffset.y == 1_400)
  }

  /// The classic pattern: the optional dequeue returns `nil` while nothing can be recycled, and
  /// the data source makes its own cell, which the table recycles later.
  final class ClassicSource: NSObject, UITableViewDataSource {
    var made = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      var cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
      if cell == nil {
        made += 1
        cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
      }
      cell?.textLabel?.text = "row \(indexPath.row)"
      cell?.detailTextLabel?.text = "detail"
      return cell!
    }
  }

  @Test func theOptionalDequeueRecyclesCellsTheDataSourceMade() {
    let source = ClassicSource()
    let (table, window) = showTable(source)
    defer { withExtendedLifetime(window) {} }
    #expect(table.visibleCells.count == 2)
    #expect(source.made == 2)
    for step in 1...40 { table.contentOffset = CGPoint(x: 0, y: CGFloat(step * 11)) }
    #expect(source.made <= 3)
    #expect(table.visibleCells.first?.detailTextLabel?.text == "detail")
  }

  /// Code that makes a new cell for every row and never dequeues.
  final class NeverDequeuingSource: NSObject, UITableViewDataSource {
    let reuseIdentifier: String?
    init(reuseIdentifier: String?) { self.reuseIdentifier = reuseIdentifier }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
    }
  }

  @Test(arguments: [nil, "Cell"])
  func cellsMadeWithoutDequeuingDoNotPileUpInTheQueues(reuseIdentifier: String?) {
    let source = NeverDequeuingSource(reuseIdentifier: reuseIdentifier)
    let (table, window) = showTable(source)
    defer { withExtendedLifetime(window) {} }
    for step in 1...300 { table.contentOffset = CGPoint(x: 0, y: CGFloat(step * 44)) }
    let pooled = table.composeListView.pooledCellCounts.values.reduce(0, +)
    #expect(pooled <= 2)
    #expect(table.visibleCells.count == 2)
  }
}
