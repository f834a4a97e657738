import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import ComposeUIKitTesting
  import Compose
#endif

// The Embedded ViewControllers talk ("Embedded ViewControllers"): a table whose cells each host a
// child view controller. The data source and the delegate live outside the controller; the delegate
// embeds the row's child in `tableView(_:willDisplay:forRowAt:)` and un-embeds it in
// `tableView(_:didEndDisplaying:forRowAt:)`. The cell does the containment in the documented order;
// the talk's own cell (`TalkOrderEmbeddingCell`) gets it wrong, which the auditor names.

/// The table cell of the talk, with the containment steps in UIKit's documented order.
private final class EmbeddedViewControllerTableViewCell: UITableViewCell {
  static let reuseIdentifier = "EmbeddedViewControllerTableViewCell"

  var embeddedViewController: UIViewController?

  func embed(in parentViewController: UIViewController) {
    guard let embeddedViewController else { return }
    parentViewController.addChild(embeddedViewController)
    embeddedViewController.view.frame = contentView.bounds
    contentView.addSubview(embeddedViewController.view)
    embeddedViewController.didMove(toParent: parentViewController)
  }

  func unEmbed() {
    guard let embeddedViewController else { return }
    embeddedViewController.willMove(toParent: nil)
    embeddedViewController.view.removeFromSuperview()
    embeddedViewController.removeFromParent()
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    embeddedViewController = nil
  }
}

/// The talk's cell verbatim (in today's spelling): `didMove(toParent:)` before the view is placed,
/// and the view removed before `willMove(toParent: nil)`.
private final class TalkOrderEmbeddingCell: UITableViewCell {
  static let reuseIdentifier = "TalkOrderEmbeddingCell"

  var embeddedViewController: UIViewController?

  func embedInParentViewController(_ parentViewController: UIViewController) {
    if let embeddedViewController = self.embeddedViewController {
      parentViewController.addChild(embeddedViewController)
      embeddedViewController.didMove(toParent: parentViewController)
      self.contentView.addSubview(embeddedViewController.view)
    }
  }

  func unEmbedFromParentViewController() {
    if let embeddedViewController = self.embeddedViewController {
      embeddedViewController.view.removeFromSuperview()
      embeddedViewController.willMove(toParent: nil)
      embeddedViewController.removeFromParent()
    }
  }
}

/// The external data source of the talk: one child view controller per row.
private final class DemoTableViewDataSource: NSObject, UITableViewDataSource {
  let viewControllers: [UIViewController]
  let usesTalkOrder: Bool

  init(viewControllers: [UIViewController], usesTalkOrder: Bool) {
    self.viewControllers = viewControllers
    self.usesTalkOrder = usesTalkOrder
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    viewControllers.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if usesTalkOrder {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: TalkOrderEmbeddingCell.reuseIdentifier, for: indexPath)
      if let cell = cell as? TalkOrderEmbeddingCell, indexPath.row < viewControllers.count {
        cell.embeddedViewController = viewControllers[indexPath.row]
      }
      return cell
    }
    let cell = tableView.dequeueReusableCell(
      withIdentifier: EmbeddedViewControllerTableViewCell.reuseIdentifier, for: indexPath)
    if let cell = cell as? EmbeddedViewControllerTableViewCell,
      indexPath.row < viewControllers.count
    {
      cell.embeddedViewController = viewControllers[indexPath.row]
    }
    return cell
  }
}

/// The external delegate of the talk: embeds in `willDisplay`, un-embeds in `didEndDisplaying`.
private final class DemoTableViewDelegate: NSObject, UITableViewDelegate {
  unowned let parentViewController: UIViewController
  let log: EventLog

  init(parentViewController: UIViewController, log: EventLog) {
    self.parentViewController = parentViewController
    self.log = log
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("willDisplay row \(indexPath.row)")
    if let cell = cell as? EmbeddedViewControllerTableViewCell {
      cell.embed(in: parentViewController)
    } else if let cell = cell as? TalkOrderEmbeddingCell {
      cell.embedInParentViewController(parentViewController)
    }
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying row \(indexPath.row)")
    if let cell = cell as? EmbeddedViewControllerTableViewCell {
      cell.unEmbed()
    } else if let cell = cell as? TalkOrderEmbeddingCell {
      cell.unEmbedFromParentViewController()
    }
  }
}

/// The screen: a table two rows high whose rows host the children.
private final class EmbeddedFeedViewController: TracingViewController {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 88), style: .plain)
  private var dataSource: DemoTableViewDataSource?
  private var delegate: DemoTableViewDelegate?
  let rowViewControllers: [UIViewController]
  let usesTalkOrder: Bool

  init(children: [UIViewController], usesTalkOrder: Bool, log: EventLog) {
    self.rowViewControllers = children
    self.usesTalkOrder = usesTalkOrder
    super.init(title: "feed", log: log)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 44
    tableView.register(
      EmbeddedViewControllerTableViewCell.self,
      forCellReuseIdentifier: EmbeddedViewControllerTableViewCell.reuseIdentifier)
    tableView.register(
      TalkOrderEmbeddingCell.self, forCellReuseIdentifier: TalkOrderEmbeddingCell.reuseIdentifier)
    let dataSource = DemoTableViewDataSource(
      viewControllers: rowViewControllers, usesTalkOrder: usesTalkOrder)
    let delegate = DemoTableViewDelegate(parentViewController: self, log: log)
    tableView.dataSource = dataSource
    tableView.delegate = delegate
    self.dataSource = dataSource
    self.delegate = delegate
    view.addSubview(tableView)
  }
}

@MainActor
@Suite struct CellHostedChildTests {
  private func makeChildren(_ log: EventLog) -> [TracingViewController] {
    (0..<4).map { TracingViewController(title: "child\($0)", log: log) }
  }

  @Test func visibleRowsEmbedTheirChildInWillDisplayInContainmentOrder() {
    let log = EventLog()
    let children = makeChildren(log)
    let feed = EmbeddedFeedViewController(children: children, usesTalkOrder: false, log: log)
    let audit = WindowAudit.showing(feed)
    feed.tableView.layoutIfNeeded()

    #expect(
      log.drain() == [
        // Contract §4: the table displays its rows in the screen's first layout, between its
        // viewIsAppearing and its viewDidAppear, so the hosted children appear with it.
        "feed.viewDidLoad",
        "feed.viewWillAppear(false)",
        "feed.viewIsAppearing(false)",
        "willDisplay row 0",
        "child0.willMove(toParent: feed)",
        "child0.viewDidLoad",
        "child0.viewWillAppear(false)",
        "child0.viewIsAppearing(false)",
        "child0.didMove(toParent: feed)",
        "willDisplay row 1",
        "child1.willMove(toParent: feed)",
        "child1.viewDidLoad",
        "child1.viewWillAppear(false)",
        "child1.viewIsAppearing(false)",
        "child1.didMove(toParent: feed)",
        "feed.viewDidAppear(false)",
        "child0.viewDidAppear(false)",
        "child1.viewDidAppear(false)",
      ])
    #expect(feed.children.map(\.title) == ["child0", "child1"])
    #expect(children[2].parent == nil)
    #expect(children[0].view.superview === feed.tableView.visibleCells.first?.contentView)
    audit.finish()
  }

  @Test func scrollingARowAwayUnembedsItsChildAndEmbedsTheNextOne() {
    let log = EventLog()
    let children = makeChildren(log)
    let feed = EmbeddedFeedViewController(children: children, usesTalkOrder: false, log: log)
    let audit = WindowAudit.showing(feed)
    feed.tableView.layoutIfNeeded()
    _ = log.drain()

    feed.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    feed.tableView.layoutIfNeeded()

    #expect(
      log.drain() == [
        "didEndDisplaying row 0",
        "child0.willMove(toParent: nil)",
        "child0.viewWillDisappear(false)",
        "child0.viewDidDisappear(false)",
        "child0.didMove(toParent: nil)",
        "willDisplay row 2",
        "child2.willMove(toParent: feed)",
        "child2.viewDidLoad",
        "child2.viewWillAppear(false)",
        "child2.viewIsAppearing(false)",
        "child2.viewDidAppear(false)",
        "child2.didMove(toParent: feed)",
      ])
    #expect(feed.children.map(\.title) == ["child1", "child2"])
    #expect(children[0].parent == nil)
    #expect(children[0].view.superview == nil)
    #expect(
      feed.tableView.indexPathsForVisibleRows == [
        IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
      ])
    audit.finish()
  }

  @Test func hostedChildrenDisappearWithTheWindowAndComeBackWithIt() {
    let log = EventLog()
    let feed = EmbeddedFeedViewController(
      children: makeChildren(log), usesTalkOrder: false, log: log)
    let audit = WindowAudit.showing(feed)
    feed.tableView.layoutIfNeeded()
    _ = log.drain()

    audit.window.isHidden = true
    #expect(
      log.drain() == [
        "feed.viewWillDisappear(false)",
        "child0.viewWillDisappear(false)",
        "child1.viewWillDisappear(false)",
        "feed.viewDidDisappear(false)",
        "child0.viewDidDisappear(false)",
        "child1.viewDidDisappear(false)",
      ])

    audit.window.isHidden = false
    #expect(
      log.drain() == [
        "feed.viewWillAppear(false)",
        "feed.viewIsAppearing(false)",
        "child0.viewWillAppear(false)",
        "child0.viewIsAppearing(false)",
        "child1.viewWillAppear(false)",
        "child1.viewIsAppearing(false)",
        "feed.viewDidAppear(false)",
        "child0.viewDidAppear(false)",
        "child1.viewDidAppear(false)",
      ])
    audit.finish()
  }

  #if !os(iOS)
    /// The talk's own order compiles and runs, and the auditor names both mistakes.
    @Test func theTalksOwnOrderIsCaughtByTheAuditor() {
      let log = EventLog()
      let children = makeChildren(log)
      let feed = EmbeddedFeedViewController(children: children, usesTalkOrder: true, log: log)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let harness = LifecycleHarness(window: window)
      let auditor = LifecycleAuditor(window: window.composeWindow)
      // The talk's cell calls didMove(toParent:) before placing the view, in rows 0 and 1.
      harness.expect(finding: .didMoveBeforeViewPlaced, count: 2)
      window.rootViewController = feed
      window.makeKeyAndVisible()
      feed.tableView.layoutIfNeeded()
      auditor.checkpoint()
      // One finding per embedded row (rows 0 and 1), naming the row's child.
      let embedded = children.prefix(2).map(\.composeComponent.treePath)
      #expect(auditor.findings.map(\.kind) == [.didMoveBeforeViewPlaced, .didMoveBeforeViewPlaced])
      #expect(auditor.findings.map(\.path) == embedded)

      auditor.reset()
      // Scrolling one row: row 0 un-embedded view first, row 2 embedded didMove first.
      harness.expect(finding: .viewRemovedBeforeWillMove)
      harness.expect(finding: .didMoveBeforeViewPlaced)
      feed.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
      feed.tableView.layoutIfNeeded()
      auditor.checkpoint()
      // Row 0 un-embedded view first, row 2 embedded didMove first.
      let removal = auditor.findings.first { $0.kind == .viewRemovedBeforeWillMove }
      let placement = auditor.findings.first { $0.kind == .didMoveBeforeViewPlaced }
      #expect(auditor.findings.count == 2, "\(auditor.findings)")
      #expect(removal?.path == embedded[0])
      #expect(placement?.path == children[2].composeComponent.treePath)
      harness.finish()
      withExtendedLifetime(window) {}
    }
  #endif
}
