import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A settings list in a plain UIViewController: a table pinned with anchors, cells registered by
// class, an empty footer to hide separators, selection deselected at once, and a reload on the
// main queue after "loading".

private final class SettingsViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private var items: [String] = []
  private(set) var opened: [String] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Settings"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = self
    tableView.delegate = self
    tableView.tableFooterView = UIView()
    tableView.rowHeight = 44
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func load(_ newItems: [String]) {
    items = newItems
    tableView.reloadData()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    cell.textLabel?.font = .systemFont(ofSize: 17, weight: .medium)
    cell.textLabel?.textAlignment = .natural
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    opened.append(items[indexPath.row])
  }

  var table: UITableView { tableView }
}

@MainActor
@Suite struct SettingsListTests {
  @Test func reloadedRowsAreShownAndASelectedRowIsDeselected() {
    let settings = SettingsViewController()
    let audit = WindowAudit.showing(settings)
    settings.load(["Account", "Privacy", "About"])
    // The snippet pins the table with constraints only; the layout gives it the view's bounds.
    settings.view.layoutIfNeeded()

    #expect(settings.table.numberOfRows(inSection: 0) == 3)
    let first = settings.table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(first?.textLabel?.text == "Account")

    settings.table.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    settings.tableView(settings.table, didSelectRowAt: IndexPath(row: 1, section: 0))
    #expect(settings.opened == ["Privacy"])
    #expect(settings.table.indexPathForSelectedRow == nil)
    audit.finish()
  }
}
