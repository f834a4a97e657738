import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

/// A controller whose table is pinned to its view's safe area with anchors only, its frame never
/// set, as UIKit code usually writes it.
private final class PinnedTableScreen: UIViewController {
  let tableView = UITableView(frame: .zero, style: .plain)
  let source = TextRows(["a", "b", "c"])

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "text")
    tableView.rowHeight = 20
    tableView.dataSource = source
    tableView.delegate = source
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}

@MainActor
@Suite struct PinnedTableTests {
  @Test func aTablePinnedToItsControllersViewShowsItsRows() {
    let screen = PinnedTableScreen()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let harness = LifecycleHarness(window: window)
    window.rootViewController = screen
    window.makeKeyAndVisible()

    #expect(screen.tableView.frame == screen.view.bounds)
    #expect(screen.tableView.frame.size == CGSize(width: 320, height: 480))
    #expect(screen.tableView.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"])
    #expect(screen.source.log == ["willDisplay a", "willDisplay b", "willDisplay c"])
    harness.finish()
  }
}
