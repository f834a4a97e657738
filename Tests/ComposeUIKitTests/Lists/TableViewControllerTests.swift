import Compose
import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

/// `UITableViewController` subclassed as in UIKit: it overrides the data source and delegate
/// methods (`override func tableView(_:...)`), its view is its table, and its rows load at the
/// table's first layout in a visible window with no `reloadData()` (contract §4).
@Suite struct TableViewControllerTests {
  /// The Embedded ViewControllers talk's table view controller whose cells host child view
  /// controllers.
  final class FeedViewController: UITableViewController {
    let items = (0..<12).map { "item\($0)" }
    var log: [String] = []
    lazy var children0 = items.map { RowViewController($0) }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(EmbeddedViewControllerCell.self, forCellReuseIdentifier: "cell")
      tableView.rowHeight = 60
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      (cell as? EmbeddedViewControllerCell)?.embeddedViewController = children0[indexPath.row]
      return cell
    }

    override func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      log.append("willDisplay \(indexPath.row)")
      (cell as? EmbeddedViewControllerCell)?.embed(in: self)
    }

    override func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      log.append("didEndDisplaying \(indexPath.row)")
      (cell as? EmbeddedViewControllerCell)?.unembed()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.row)")
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.append("didScroll \(Int(scrollView.contentOffset.y))")
    }
  }

  @Test func theViewIsTheTableAndTheControllerIsItsDataSourceAndDelegate() {
    let feed = FeedViewController(style: .plain)
    #expect(feed.tableView === feed.view)
    #expect(feed.tableView.dataSource === feed)
    #expect(feed.tableView.delegate === feed)
    #expect(feed.tableView.style == .plain)
    #expect(FeedViewController(style: .insetGrouped).tableView.style == .insetGrouped)
  }

  @Test func theOverriddenMethodsDriveTheTable() {
    let feed = FeedViewController(style: .plain)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
    let harness = LifecycleHarness(window: window)
    window.rootViewController = feed
    window.makeKeyAndVisible()
    window.composeRunUntilIdle()
    // The table fills the 180-point window: three 60-point rows.
    #expect(feed.log == ["willDisplay 0", "willDisplay 1", "willDisplay 2"])
    #expect(feed.children.count == 3)
    #expect(feed.children.allSatisfy { $0.composeComponent.appearanceState == .appeared })
    feed.tableView.contentOffset = CGPoint(x: 0, y: 60)
    #expect(feed.log.suffix(3) == ["didEndDisplaying 0", "willDisplay 3", "didScroll 60"])
    feed.tableView.composeTapRow(at: IndexPath(row: 2, section: 0))
    #expect(feed.log.last == "didSelect 2")
    #expect(feed.tableView.numberOfRows(inSection: 0) == 12)
    harness.finish()
  }

  @Test func theSelectionIsClearedWhenTheViewIsAboutToAppearAgain() {
    let feed = FeedViewController(style: .plain)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
    let harness = LifecycleHarness(window: window)
    window.rootViewController = feed
    window.makeKeyAndVisible()
    feed.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    window.isHidden = true
    #expect(feed.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    window.makeKeyAndVisible()
    #expect(feed.tableView.indexPathForSelectedRow == nil)
    harness.finish()
  }

  /// A table view controller whose subclass implements no data source method.
  final class EmptyTableViewController: UITableViewController {}

  @Test func theDefaultsShowNoRows() {
    let empty = EmptyTableViewController(nibName: nil, bundle: nil)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
    let harness = LifecycleHarness(window: window)
    window.rootViewController = empty
    window.makeKeyAndVisible()
    #expect(empty.tableView.numberOfSections == 1)
    #expect(empty.tableView.numberOfRows(inSection: 0) == 0)
    #expect(empty.tableView.visibleCells.isEmpty)
    harness.finish()
  }
}
