import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A prefetching data source as Apple documents `UITableViewDataSourcePrefetching`: told, as the
// user scrolls, of the rows the table will likely display soon, "sorted in ascending order based
// on their priority": the row closest to the visible area first. Rows here are 48 points high in
// a 480-point-high table, ten to a screen.

/// A photo list that starts loading thumbnails before their rows show.
private final class PhotoListViewController: UITableViewController,
  UITableViewDataSourcePrefetching
{
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "photo")
    tableView.rowHeight = 48
    tableView.prefetchDataSource = self
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    100
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.append("didScroll")
  }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    log.append("prefetch \(indexPaths.map(\.row))")
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    log.append("cancel \(indexPaths.map(\.row))")
  }
}

@MainActor
@Suite struct PrefetchingTests {
  private func shown() -> (PhotoListViewController, WindowAudit) {
    let screen = PhotoListViewController(style: .plain)
    let audit = WindowAudit.showing(screen, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    screen.tableView.frame = audit.window.bounds
    screen.tableView.layoutIfNeeded()
    return (screen, audit)
  }

  @Test func aScrollDownAsksForTheNextScreenOfRowsNearestFirst() {
    let (screen, audit) = shown()
    #expect(screen.log.isEmpty)
    screen.tableView.contentOffset = CGPoint(x: 0, y: 480)
    #expect(screen.tableView.indexPathsForVisibleRows?.map(\.row) == Array(10...19))
    #expect(screen.log == ["didScroll", "prefetch \(Array(20...29))"])
    audit.finish()
  }

  @Test func aRowAlreadyAskedForIsNotAskedAgain() {
    let (screen, audit) = shown()
    screen.tableView.contentOffset = CGPoint(x: 0, y: 480)
    screen.log = []
    screen.tableView.contentOffset = CGPoint(x: 0, y: 720)
    #expect(screen.log == ["didScroll", "prefetch \(Array(30...34))"])
    audit.finish()
  }

  @Test func aScrollUpAsksForTheRowsAboveNearestFirstAndCancelsTheRowsLeftBehind() {
    let (screen, audit) = shown()
    screen.tableView.contentOffset = CGPoint(x: 0, y: 720)
    screen.log = []
    screen.tableView.contentOffset = CGPoint(x: 0, y: 240)
    #expect(screen.tableView.indexPathsForVisibleRows?.map(\.row) == Array(5...14))
    #expect(screen.log == ["didScroll", "cancel \(Array(25...34))", "prefetch [4, 3, 2, 1, 0]"])
    audit.finish()
  }

  @Test func scrollToRowAsksToo() {
    let (screen, audit) = shown()
    screen.tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
    #expect(screen.log == ["didScroll", "prefetch \(Array(20...29))"])
    audit.finish()
  }

  @Test func withPrefetchingDisabledNothingIsAsked() {
    let (screen, audit) = shown()
    screen.tableView.isPrefetchingEnabled = false
    screen.tableView.contentOffset = CGPoint(x: 0, y: 480)
    #expect(screen.log == ["didScroll"])
    audit.finish()
  }

  @Test func thePrefetchDataSourceIsHeldWeakly() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    do {
      let source = PhotoListViewController(style: .plain)
      table.prefetchDataSource = source
      #expect(table.prefetchDataSource === source)
    }
    #expect(table.prefetchDataSource == nil)
  }
}

/// A column of items (one to a line: Compose's flow layout) that asks for the items ahead.
private final class StripSource: NSObject, UICollectionViewDataSource,
  UICollectionViewDataSourcePrefetching
{
  var log: [String] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 50 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    log.append("prefetch \(indexPaths.map(\.item))")
  }
}

@MainActor
@Suite struct CollectionPrefetchingTests {
  @Test func aScrollAsksForTheItemsWithinOneScreenAheadNearestFirst() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = StripSource()
    collectionView.dataSource = source
    collectionView.prefetchDataSource = source
    let screen = UIViewController()
    screen.view.addSubview(collectionView)
    let audit = WindowAudit.showing(screen, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3])
    collectionView.contentOffset = CGPoint(x: 0, y: 400)
    #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == [4, 5, 6, 7])
    #expect(source.log == ["prefetch [8, 9, 10, 11]"])
    audit.finish()
  }
}
