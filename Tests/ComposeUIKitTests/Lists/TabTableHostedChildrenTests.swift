import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A tab bar controller whose second tab is a `UITableViewController` whose rows host child view
// controllers ("View controllers in cells"): one child per item, kept by the item, embedded in
// `willDisplay` and un-embedded in `didEndDisplaying`. Switching tabs must give the hosted
// children their appearance callbacks with their table's controller (contract §6).

private final class HostingFeedViewController: UITableViewController {
  let log: EventLog
  let items = ["a", "b"]
  private var childByItem: [String: TracingViewController] = [:]

  init(log: EventLog) {
    self.log = log
    super.init(style: .plain)
    title = "feed"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func child(for item: String) -> TracingViewController {
    if let child = childByItem[item] { return child }
    let child = TracingViewController(title: item, log: log)
    childByItem[item] = child
    return child
  }

  // MARK: Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("feed.viewDidLoad")
    tableView.rowHeight = 120
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "HostCell")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("feed.viewWillAppear(\(animated))")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.append("feed.viewIsAppearing(\(animated))")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("feed.viewDidAppear(\(animated))")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("feed.viewWillDisappear(\(animated))")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("feed.viewDidDisappear(\(animated))")
  }

  // MARK: UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "HostCell", for: indexPath)
  }

  // MARK: UITableViewDelegate

  override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    let child = child(for: items[indexPath.row])
    addChild(child)
    child.view.frame = cell.contentView.bounds
    cell.contentView.addSubview(child.view)
    child.didMove(toParent: self)
  }

  override func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    let child = child(for: items[indexPath.row])
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }
}

private final class TabSelectionSpy: NSObject, UITabBarControllerDelegate {
  var selected: [String] = []

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selected.append(logName(viewController))
  }
}

@MainActor
@Suite struct TabTableHostedChildrenTests {
  private struct App {
    let tabs: UITabBarController
    let feed: HostingFeedViewController
    let audit: WindowAudit
    let spy: TabSelectionSpy
  }

  private func makeApp(_ log: EventLog) -> App {
    let home = TracingViewController(title: "home", log: log)
    let feed = HostingFeedViewController(log: log)
    let tabs = UITabBarController()
    let spy = TabSelectionSpy()
    tabs.delegate = spy
    tabs.setViewControllers([home, feed], animated: false)
    let audit = WindowAudit.showing(tabs)
    return App(tabs: tabs, feed: feed, audit: audit, spy: spy)
  }

  @Test func onlyTheFirstTabLoadsAndAppearsAtLaunch() {
    let log = EventLog()
    let app = makeApp(log)
    #expect(
      log.drain().filter { !$0.contains("Move(") } == [
        "home.viewDidLoad",
        "home.viewWillAppear(false)",
        "home.viewIsAppearing(false)",
        "home.viewDidAppear(false)",
      ])
    #expect(!app.feed.isViewLoaded)
    #expect(app.tabs.selectedIndex == 0)
    #expect(app.tabs.selectedViewController?.title == "home")
    #expect(app.feed.tabBarController === app.tabs)
    app.audit.finish()
  }

  @Test func selectingTheTableTabSwitchesThenItsRowsEmbedAndAppearTheirChildren() {
    let log = EventLog()
    let app = makeApp(log)
    _ = log.drain()

    app.tabs.selectedIndex = 1
    // Contract §4: the switch's layout comes before it ends, and the table displays its rows
    // there, so the hosted children appear with their tab; nothing is left for later.
    #expect(
      log.drain() == [
        "feed.viewDidLoad",
        "feed.viewWillAppear(false)",
        "home.viewWillDisappear(false)",
        "feed.viewIsAppearing(false)",
        "a.willMove(toParent: feed)",
        "a.viewDidLoad",
        "a.viewWillAppear(false)",
        "a.viewIsAppearing(false)",
        "a.didMove(toParent: feed)",
        "b.willMove(toParent: feed)",
        "b.viewDidLoad",
        "b.viewWillAppear(false)",
        "b.viewIsAppearing(false)",
        "b.didMove(toParent: feed)",
        "home.viewDidDisappear(false)",
        "feed.viewDidAppear(false)",
        "a.viewDidAppear(false)",
        "b.viewDidAppear(false)",
      ])

    app.feed.tableView.layoutIfNeeded()
    #expect(log.drain().isEmpty)
    #expect(app.feed.children.map(\.title) == ["a", "b"])
    // A programmatic selection does not call the delegate, as UIKit documents.
    #expect(app.spy.selected.isEmpty)
    app.audit.finish()
  }

  @Test func switchingAwayAndBackGivesHostedChildrenTheirCallbacksWithTheirTab() {
    let log = EventLog()
    let app = makeApp(log)
    app.tabs.selectedIndex = 1
    app.feed.tableView.layoutIfNeeded()
    _ = log.drain()

    app.tabs.selectedIndex = 0
    #expect(
      log.drain() == [
        "home.viewWillAppear(false)",
        "feed.viewWillDisappear(false)",
        "a.viewWillDisappear(false)",
        "b.viewWillDisappear(false)",
        "home.viewIsAppearing(false)",
        "feed.viewDidDisappear(false)",
        "a.viewDidDisappear(false)",
        "b.viewDidDisappear(false)",
        "home.viewDidAppear(false)",
      ])

    app.tabs.selectedViewController = app.feed
    app.feed.tableView.layoutIfNeeded()
    #expect(
      // Contract §5: the list's hosted children get viewWillAppear with their tab, before the
      // old tab's viewWillDisappear; viewIsAppearing after it, parent before child.
      log.drain() == [
        "feed.viewWillAppear(false)",
        "a.viewWillAppear(false)",
        "b.viewWillAppear(false)",
        "home.viewWillDisappear(false)",
        "feed.viewIsAppearing(false)",
        "a.viewIsAppearing(false)",
        "b.viewIsAppearing(false)",
        "home.viewDidDisappear(false)",
        "feed.viewDidAppear(false)",
        "a.viewDidAppear(false)",
        "b.viewDidAppear(false)",
      ])
    #expect(app.feed.children.map(\.title) == ["a", "b"])
    app.audit.finish()
  }
}
