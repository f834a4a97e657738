import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Ownership of diffable data sources as in UIKit: the view controller keeps its data source, the
// table and collection view hold it weakly, and it holds them weakly; a screen let go releases
// its table, data source, cells and the child view controllers its cells hosted.

/// A cell hosting the child view controller of its item.
private final class HostCell: UITableViewCell {
  var child: UIViewController?
}

/// A screen whose rows each embed their item's child view controller.
private final class HostingListViewController: UIViewController, UITableViewDelegate {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
  var dataSource: UITableViewDiffableDataSource<Int, Int>!
  var rowChildren: [Int: UIViewController] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 44
    tableView.register(HostCell.self, forCellReuseIdentifier: "host")
    tableView.delegate = self
    dataSource = UITableViewDiffableDataSource(tableView: tableView) {
      [weak self] tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "host", for: indexPath)
      (cell as? HostCell)?.child = self?.rowChildren[item]
      return cell
    }
    view.addSubview(tableView)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<10))
    for item in 0..<10 { rowChildren[item] = UIViewController() }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let child = (cell as? HostCell)?.child else { return }
    addChild(child)
    cell.contentView.addSubview(child.view)
    child.didMove(toParent: self)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let child = (cell as? HostCell)?.child else { return }
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }
}

@MainActor
@Suite struct DiffableDataSourceReleaseTests {
  @Test func aReleasedScreenReleasesItsTableDataSourceCellsAndChildren() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    weak var weakScreen: UIViewController?
    weak var weakTable: UITableView?
    weak var weakDataSource: UITableViewDiffableDataSource<Int, Int>?
    weak var weakCell: UITableViewCell?
    weak var weakChild: UIViewController?
    do {
      let screen = HostingListViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      screen.tableView.layoutIfNeeded()
      // A second snapshot, so that the data source has applied a batch update too.
      var snapshot = screen.dataSource.snapshot()
      snapshot.moveItem(0, afterItem: 2)
      screen.dataSource.apply(snapshot)
      weakScreen = screen
      weakTable = screen.tableView
      weakDataSource = screen.dataSource
      weakCell = screen.tableView.visibleCells.first
      weakChild = screen.children.first
    }
    #expect(weakCell != nil)
    #expect(weakChild != nil)
    window.rootViewController = nil
    #expect(weakScreen == nil)
    #expect(weakTable == nil)
    #expect(weakDataSource == nil)
    #expect(weakCell == nil)
    #expect(weakChild == nil)
  }

  @Test func theTableHoldsItsDiffableDataSourceWeakly() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    weak var weakDataSource: UITableViewDiffableDataSource<Int, Int>?
    do {
      let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { _, _, _ in
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      weakDataSource = dataSource
      #expect(tableView.dataSource === dataSource)
    }
    #expect(weakDataSource == nil)
    #expect(tableView.dataSource == nil)
  }

  @Test func theDataSourceHoldsItsViewsWeakly() {
    var tableView: UITableView? = UITableView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    weak let weakTable = tableView
    let tableDataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView!) {
      _, _, _ in nil
    }
    var collectionView: UICollectionView? = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    weak let weakCollection = collectionView
    let collectionDataSource = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView!
    ) { _, _, _ in nil }
    tableView = nil
    collectionView = nil
    #expect(weakTable == nil)
    #expect(weakCollection == nil)
    // Applying with no view left still keeps the snapshot and runs the completion.
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    var completions = 0
    tableDataSource.apply(snapshot) { completions += 1 }
    collectionDataSource.apply(snapshot) { completions += 1 }
    #expect(completions == 2)
    #expect(tableDataSource.snapshot().itemIdentifiers == [1, 2])
    #expect(collectionDataSource.snapshot().itemIdentifiers == [1, 2])
  }
}
