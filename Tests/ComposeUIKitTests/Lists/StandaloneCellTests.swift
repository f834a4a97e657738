import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Two habits of older table code: a data source that falls back to `UITableViewCell()` when a
// dequeue fails, and a cell made with `init(style:reuseIdentifier:)` outside any table, configured
// by a helper and measured by itself.

private final class BadgeCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class LegacyDataSource: NSObject, UITableViewDataSource {
  let rows = ["Inbox", "Sent"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "never registered") ?? UITableViewCell()
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}

@MainActor
@Suite struct StandaloneCellTests {
  @Test func aPlainCellMadeOutsideATableIsShown() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    let dataSource = LegacyDataSource()
    table.dataSource = dataSource
    let controller = UIViewController()
    controller.view.addSubview(table)
    let audit = WindowAudit.showing(controller)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Sent")
    audit.finish()
  }

  @Test func aCellMadeByItsStyleInitializerHasADetailLabel() {
    let cell = BadgeCell(style: .default, reuseIdentifier: nil)
    cell.detailTextLabel?.text = "12"
    #expect(cell.detailTextLabel?.text == "12")
    #expect(cell.reuseIdentifier == nil)
    let plain = UITableViewCell()
    #expect(plain.reuseIdentifier == nil)
    #expect(plain.contentView.superview === plain)
  }
}
