import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The Embedded ViewControllers talk's "Embedded Collection View": a table whose every cell holds a
// horizontal collection view. As the talk recommends, the collection's data source and delegate are
// not the root controller: each row embeds a child `UICollectionViewController` (a "shelf") that is
// its own data source and delegate. Nested lists follow the same rules at every level (contract
// §6).

private final class ShelfViewController: UICollectionViewController {
  let log: EventLog
  let items: [String]

  init(title: String, items: [String], log: EventLog) {
    self.items = items
    self.log = log
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    super.init(collectionViewLayout: layout)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("\(title!).viewDidLoad")
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.append("\(title!).willMove(toParent: \(logName(parent)))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.append("\(title!).didMove(toParent: \(logName(parent)))")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("\(title!).viewWillAppear(\(animated))")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("\(title!).viewDidDisappear(\(animated))")
  }

  // MARK: UICollectionViewDataSource

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    items.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }

  // MARK: UICollectionViewDelegate

  override func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("\(title!) shows \(items[indexPath.item])")
  }

  override func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("\(title!) hides \(items[indexPath.item])")
  }
}

private final class ShelvesViewController: TracingViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 240), style: .plain)
  lazy var shelves: [ShelfViewController] = (0..<3).map { shelf in
    ShelfViewController(
      title: "shelf\(shelf)", items: (0..<3).map { "\(shelf).\($0)" }, log: log)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 120
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Shelf")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    shelves.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Shelf", for: indexPath)
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    let shelf = shelves[indexPath.row]
    addChild(shelf)
    shelf.view.frame = cell.contentView.bounds
    cell.contentView.addSubview(shelf.view)
    shelf.didMove(toParent: self)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    let shelf = shelves[indexPath.row]
    shelf.willMove(toParent: nil)
    shelf.view.removeFromSuperview()
    shelf.removeFromParent()
  }
}

@MainActor
@Suite struct CollectionInTableCellTests {
  @Test func eachVisibleRowEmbedsItsShelfWhichShowsItsItems() {
    let log = EventLog()
    let screen = ShelvesViewController(title: "shelves", log: log)
    let audit = WindowAudit.showing(screen)
    screen.tableView.layoutIfNeeded()

    #expect(
      log.drain().filter { $0.hasPrefix("shelf") } == [
        "shelf0.willMove(toParent: shelves)",
        "shelf0.viewDidLoad",
        "shelf0.viewWillAppear(false)",
        "shelf0.didMove(toParent: shelves)",
        "shelf1.willMove(toParent: shelves)",
        "shelf1.viewDidLoad",
        "shelf1.viewWillAppear(false)",
        "shelf1.didMove(toParent: shelves)",
        // Contract §4: each shelf's collection view, laid out in the same turn, shows its items
        // before the screen has appeared; nothing waits for a later layout.
        "shelf0 shows 0.0", "shelf0 shows 0.1", "shelf0 shows 0.2",
        "shelf1 shows 1.0", "shelf1 shows 1.1", "shelf1 shows 1.2",
      ])

    for shelf in screen.shelves.prefix(2) {
      shelf.collectionView.layoutIfNeeded()
    }
    #expect(log.drain().isEmpty)
    #expect(screen.shelves[0].collectionView.visibleCells.count == 3)
    #expect(!screen.shelves[2].isViewLoaded)
    audit.finish()
  }

  @Test func scrollingTheTableMovesShelvesInAndOutWithTheirContainment() {
    let log = EventLog()
    let screen = ShelvesViewController(title: "shelves", log: log)
    let audit = WindowAudit.showing(screen)
    screen.tableView.layoutIfNeeded()
    _ = log.drain()

    screen.tableView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
    screen.tableView.layoutIfNeeded()

    #expect(
      log.drain().filter { $0.contains("Move(") || $0.contains(".view") } == [
        "shelf0.willMove(toParent: nil)",
        "shelf0.viewDidDisappear(false)",
        "shelf0.didMove(toParent: nil)",
        "shelf2.willMove(toParent: shelves)",
        "shelf2.viewDidLoad",
        "shelf2.viewWillAppear(false)",
        "shelf2.didMove(toParent: shelves)",
      ])
    #expect(screen.children.map(\.title) == ["shelf1", "shelf2"])
    #expect(screen.shelves[0].parent == nil)
    audit.finish()
  }
}
