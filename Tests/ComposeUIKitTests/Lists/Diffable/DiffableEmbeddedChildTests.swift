import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The Embedded ViewControllers talk's cells that host a child view controller, filled by a diffable
// data source: the cell provider gives each cell its item's child, the delegate embeds it in
// willDisplay and un-embeds it in didEndDisplaying (contract §6). Applying a snapshot that moves
// rows leaves their cells, and the children in them, alone: no containment or appearance callback;
// a deleted row's child leaves and disappears, an inserted row's child arrives and appears. The
// cell is the Embedded ViewControllers talk's `EmbeddedViewControllerCell`
// (Lists/EmbeddedChildCells.swift).

/// A feed whose rows each show the child view controller of their item; three 44-point rows
/// are visible.
private final class FeedViewController: TracingViewController, UITableViewDelegate {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 132), style: .plain)
  private var dataSource: UITableViewDiffableDataSource<Int, String>!
  private var rowChildren: [String: TracingViewController] = [:]

  func child(_ item: String) -> TracingViewController {
    if let child = rowChildren[item] { return child }
    let child = TracingViewController(title: item, log: log)
    rowChildren[item] = child
    return child
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 44
    tableView.register(
      EmbeddedViewControllerCell.self, forCellReuseIdentifier: "child")
    tableView.delegate = self
    dataSource = UITableViewDiffableDataSource(tableView: tableView) {
      [unowned self] tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(
        withIdentifier: "child", for: indexPath)
      (cell as? EmbeddedViewControllerCell)?.embeddedViewController = child(item)
      return cell
    }
    view.addSubview(tableView)
  }

  func show(_ items: [String], reconfiguring reconfigured: [String] = []) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    snapshot.reconfigureItems(reconfigured)
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    (cell as? EmbeddedViewControllerCell)?.embed(in: self)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    (cell as? EmbeddedViewControllerCell)?.unembed()
  }
}

@MainActor
@Suite struct DiffableEmbeddedChildTests {
  private func shownFeed(_ items: [String]) -> (FeedViewController, EventLog, WindowAudit) {
    let log = EventLog()
    let feed = FeedViewController(title: "feed", log: log)
    let audit = WindowAudit.showing(feed)
    feed.show(items)
    feed.tableView.layoutIfNeeded()
    _ = log.drain()
    return (feed, log, audit)
  }

  @Test func theVisibleRowsChildrenAppearWithTheFirstSnapshot() {
    let log = EventLog()
    let feed = FeedViewController(title: "feed", log: log)
    let audit = WindowAudit.showing(feed)
    feed.show(["a", "b", "c", "d"])
    feed.tableView.layoutIfNeeded()
    #expect(
      log.drain().filter { $0.hasPrefix("a.") } == [
        "a.willMove(toParent: feed)", "a.viewDidLoad", "a.viewWillAppear(false)",
        "a.viewIsAppearing(false)", "a.viewDidAppear(false)", "a.didMove(toParent: feed)",
      ])
    #expect(feed.children.map(logName) == ["a", "b", "c"])
    audit.finish()
  }

  @Test func movedRowsKeepTheirCellsAndChildrenWithNoCallbacks() {
    let (feed, log, audit) = shownFeed(["a", "b", "c", "d"])
    let cellA = feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    let childA = feed.child("a")
    feed.show(["c", "b", "a", "d"])
    #expect(log.drain().isEmpty)
    #expect(feed.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
    #expect(childA.parent === feed)
    #expect(childA.view.superview === cellA?.contentView)
    #expect(Set(feed.children.map(logName)) == ["a", "b", "c"])
    audit.finish()
  }

  @Test func aReconfiguredRowKeepsItsChildWithNoCallbacks() {
    let (feed, log, audit) = shownFeed(["a", "b", "c"])
    feed.show(["a", "b", "c"], reconfiguring: ["b"])
    #expect(log.drain().isEmpty)
    #expect(feed.child("b").parent === feed)
    audit.finish()
  }

  @Test func aDeletedRowsChildLeavesAndAnInsertedRowsChildArrives() {
    let (feed, log, audit) = shownFeed(["a", "b", "c", "d"])
    // b is deleted; x is inserted where it was.
    feed.show(["a", "x", "c", "d"])
    #expect(
      log.drain() == [
        "b.willMove(toParent: nil)", "b.viewWillDisappear(false)", "b.viewDidDisappear(false)",
        "b.didMove(toParent: nil)",
        "x.willMove(toParent: feed)", "x.viewDidLoad", "x.viewWillAppear(false)",
        "x.viewIsAppearing(false)", "x.viewDidAppear(false)", "x.didMove(toParent: feed)",
      ])
    #expect(feed.child("b").parent == nil)
    #expect(feed.children.map(logName) == ["a", "c", "x"])
    audit.finish()
  }
}
