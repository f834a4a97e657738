import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// `convert(_:to:)` and `convert(_:from:)` as Apple documents them: coordinates follow the frames
// up the hierarchy; a scroll view shows its content from its `contentOffset`; a cell's frame is
// its row's rectangle in the table's content. The UIKit idiom below finds the row of a button
// inside a cell.

private final class ButtonCell: UITableViewCell {
  let button = UIButton(type: .system)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    button.frame = CGRect(x: 200, y: 4, width: 60, height: 12)
    contentView.addSubview(button)
  }

  required init?(coder: NSCoder) { nil }
}

/// A visible window whose screen shows, `y` points from its top, a 100-point table of 20-point
/// rows of `ButtonCell`s, laid out.
@MainActor
private func shownButtonTable(at y: CGFloat) -> (UITableView, Rows, WindowAudit) {
  let screen = UIViewController()
  let audit = WindowAudit.showing(screen)
  let table = UITableView(frame: CGRect(x: 0, y: y, width: 320, height: 100), style: .plain)
  table.rowHeight = 20
  table.register(ButtonCell.self, forCellReuseIdentifier: "button")
  let rows = Rows()
  table.dataSource = rows
  screen.view.addSubview(table)
  table.layoutIfNeeded()
  return (table, rows, audit)
}

private final class Rows: NSObject, UITableViewDataSource {
  var buttons: [Int: UIButton] = [:]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "button", for: indexPath)
    if let cell = cell as? ButtonCell { buttons[indexPath.row] = cell.button }
    return cell
  }
}

@MainActor
@Suite struct ViewConversionTests {
  @Test func pointsFollowTheFramesUpAndDown() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
    let badge = UIView(frame: CGRect(x: 5, y: 7, width: 10, height: 10))
    root.addSubview(card)
    card.addSubview(badge)
    #expect(badge.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 26, y: 39))
    #expect(root.convert(CGPoint(x: 26, y: 39), to: badge) == CGPoint(x: 1, y: 2))
    #expect(badge.convert(CGPoint(x: 1, y: 2), from: root) == CGPoint(x: -24, y: -35))
    #expect(
      card.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: root)
        == CGRect(x: 20, y: 30, width: 4, height: 4))
  }

  @Test func aScrollViewsOffsetMovesItsContent() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 300, height: 200))
    let label = UIView(frame: CGRect(x: 10, y: 400, width: 50, height: 20))
    root.addSubview(scroll)
    scroll.addSubview(label)
    scroll.contentOffset = CGPoint(x: 0, y: 350)
    #expect(label.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 100))
    #expect(label.convert(CGPoint.zero, to: scroll) == CGPoint(x: 10, y: 400))
    #expect(scroll.convert(CGPoint(x: 10, y: 400), to: root) == CGPoint(x: 10, y: 100))
  }

  @Test func aButtonInACellFindsItsRowAfterScrolling() throws {
    let (table, rows, audit) = shownButtonTable(at: 40)
    table.contentOffset = CGPoint(x: 0, y: 100)
    table.layoutIfNeeded()
    let button = try #require(rows.buttons[7])
    let point = button.convert(CGPoint.zero, to: table)
    #expect(point == CGPoint(x: 200, y: 144))
    #expect(table.indexPathForRow(at: point) == IndexPath(row: 7, section: 0))
    let inWindow = button.convert(CGPoint.zero, to: nil)
    #expect(inWindow == CGPoint(x: 200, y: 84), "\(inWindow.x) \(inWindow.y)")
    audit.finish()
  }
}

@MainActor
@Suite struct CellSuperviewTests {
  @Test func aDisplayedCellsSuperviewIsItsTable() throws {
    let (table, rows, audit) = shownButtonTable(at: 0)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.superview === table)
    #expect(cell.next === table)
    let loose = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(loose.superview == nil)
    withExtendedLifetime(rows) {}
    audit.finish()
  }
}
