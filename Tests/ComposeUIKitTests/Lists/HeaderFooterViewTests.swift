import ComposeUIKit
import Testing

@Suite struct HeaderFooterViewTests {
  /// A section header subclassed as UIKit apps do: content built in `init(reuseIdentifier:)`.
  final class SectionHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "SectionHeaderView"
    let titleLabel = UILabel()

    override init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
      return nil
    }
  }

  final class SettingsViewController: UITableViewController {
    var headerRequests = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      tableView.register(
        SectionHeaderView.self,
        forHeaderFooterViewReuseIdentifier: SectionHeaderView.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
      -> UIView?
    {
      headerRequests += 1
      let header =
        tableView.dequeueReusableHeaderFooterView(withIdentifier: SectionHeaderView.reuseIdentifier)
        as? SectionHeaderView
      header?.titleLabel.text = "Section \(section)"
      return header
    }
  }

  @Test func aRegisteredHeaderClassIsDequeuedWithItsContent() {
    let settings = SettingsViewController()
    let audit = WindowAudit.showing(settings, frame: UIScreen.main.bounds)
    let window = audit.window
    window.composeRunUntilIdle()
    // Inert: Compose lays out no section headers, so the delegate is never asked for one.
    #expect(settings.headerRequests == 0)

    let header = settings.tableView(settings.tableView, viewForHeaderInSection: 0)
    let sectionHeader = header as? SectionHeaderView
    #expect(sectionHeader?.titleLabel.text == "Section 0")
    #expect(sectionHeader?.reuseIdentifier == SectionHeaderView.reuseIdentifier)
    #expect(sectionHeader?.titleLabel.superview === sectionHeader?.contentView)
    #expect(sectionHeader?.contentView.superview === sectionHeader)
    audit.finish()
  }

  @Test func anUnregisteredIdentifierDequeuesNothingAndNilUnregisters() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "plain")
    let plain = table.dequeueReusableHeaderFooterView(withIdentifier: "plain")
    plain?.textLabel?.text = "Recent"
    #expect(plain?.textLabel?.superview === plain?.contentView)
    #expect(plain?.textLabel?.text == "Recent")
    table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "plain")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "plain") == nil)
  }
}
