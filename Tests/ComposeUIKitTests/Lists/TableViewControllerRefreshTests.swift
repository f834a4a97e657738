import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A table view controller's pull to refresh as Apple documents `refreshControl` and
// `UIRefreshControl`: the controller's control is its table's; the control sends `.valueChanged`
// when a refresh is asked for; `beginRefreshing()` (a refresh started by code) sends nothing, and
// `endRefreshing()` ends it.

private final class InboxViewController: UITableViewController {
  var messages = ["Welcome"]
  var refreshes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    refreshControl = UIRefreshControl()
    refreshControl?.addAction(
      UIAction { [weak self] _ in self?.fetchMessages() }, for: .valueChanged)
  }

  private func fetchMessages() {
    refreshes += 1
    messages.insert("New message", at: 0)
    tableView.reloadData()
    refreshControl?.endRefreshing()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    cell.textLabel?.text = messages[indexPath.row]
    return cell
  }
}

@MainActor
@Suite struct TableViewControllerRefreshTests {
  @Test func theControllersRefreshControlIsItsTables() throws {
    let inbox = InboxViewController(style: .plain)
    inbox.loadViewIfNeeded()
    let control = try #require(inbox.refreshControl)
    #expect(inbox.tableView.refreshControl === control)
    inbox.refreshControl = nil
    #expect(inbox.tableView.refreshControl == nil)
  }

  @Test func valueChangedRunsTheRefreshWhichEndsIt() throws {
    let inbox = InboxViewController(style: .plain)
    let audit = WindowAudit.showing(inbox)
    inbox.tableView.layoutIfNeeded()
    let control = try #require(inbox.refreshControl)
    control.sendActions(for: .valueChanged)
    #expect(inbox.refreshes == 1)
    #expect(!control.isRefreshing)
    #expect(inbox.tableView.numberOfRows(inSection: 0) == 2)
    audit.finish()
  }

  @Test func beginRefreshingSendsNoAction() throws {
    let inbox = InboxViewController(style: .plain)
    inbox.loadViewIfNeeded()
    let control = try #require(inbox.refreshControl)
    control.beginRefreshing()
    #expect(control.isRefreshing)
    #expect(inbox.refreshes == 0)
    control.endRefreshing()
    #expect(!control.isRefreshing)
  }
}
