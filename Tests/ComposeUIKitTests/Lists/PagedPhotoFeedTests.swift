import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A paged feed in a UICollectionViewController: a diffable data source of photo IDs, the next
// page appended when the loading item at the end is about to be displayed (in the delegate's
// willDisplay), and a refresh that reloads the first page with applySnapshotUsingReloadData.
// What is on screen is tracked by cell, since the index path of an item that ends display
// belongs to the snapshot before the update.

private struct PhotoPage {
  let ids: [Int]
  let hasMore: Bool
}

/// A synchronous stand-in for the network: pages of 6 photos, 3 pages.
private final class PhotoService {
  private(set) var requestedPages: [Int] = []

  func page(_ number: Int) -> PhotoPage {
    requestedPages.append(number)
    return PhotoPage(ids: Array(number * 6..<(number + 1) * 6), hasMore: number < 2)
  }
}

private final class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoCell"
  let captionLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(captionLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    captionLabel.text = nil
  }
}

private final class PhotoFeedViewController: UICollectionViewController {
  // Identifiers are nonisolated: in an app target isolated to the main actor by default, a
  // main-actor-isolated Hashable conformance cannot satisfy the data source's `Hashable &
  // Sendable` requirement (UIKit's too).
  nonisolated enum Section: Sendable { case photos }

  nonisolated enum Item: Hashable, Sendable {
    case photo(Int)
    case loading
  }

  private let service: PhotoService
  private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
  private var nextPage = 0
  private var hasMore = true
  private var onScreen: [ObjectIdentifier: Item] = [:]

  /// The items whose cells are displayed.
  var displayed: Set<Item> { Set(onScreen.values) }

  init(service: PhotoService) {
    self.service = service
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 393, height: 200)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
      switch item {
      case .photo(let id): (cell as? PhotoCell)?.captionLabel.text = "Photo \(id)"
      case .loading: (cell as? PhotoCell)?.captionLabel.text = "Loading…"
      }
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.photos])
    snapshot.appendItems([.loading])
    dataSource.apply(snapshot, animatingDifferences: false)
    loadNextPage()
  }

  private func loadNextPage() {
    guard hasMore else { return }
    let page = service.page(nextPage)
    nextPage += 1
    hasMore = page.hasMore
    var snapshot = dataSource.snapshot()
    snapshot.insertItems(page.ids.map(Item.photo), beforeItem: .loading)
    if !hasMore { snapshot.deleteItems([.loading]) }
    dataSource.apply(snapshot)
  }

  func refresh() {
    let page = service.page(0)
    nextPage = 1
    hasMore = page.hasMore
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.photos])
    snapshot.appendItems(page.ids.map(Item.photo) + [.loading])
    dataSource.applySnapshotUsingReloadData(snapshot)
  }

  var itemCount: Int { dataSource.snapshot().numberOfItems }

  override func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    onScreen[ObjectIdentifier(cell)] = item
    if item == .loading { loadNextPage() }
  }

  override func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    onScreen[ObjectIdentifier(cell)] = nil
  }
}

@MainActor
@Suite struct PagedPhotoFeedTests {
  @Test func theFirstPageIsShownWithTheLoadingItemAfterIt() {
    let service = PhotoService()
    let feed = PhotoFeedViewController(service: service)
    let audit = WindowAudit.showing(feed)
    feed.collectionView.layoutIfNeeded()
    #expect(service.requestedPages == [0])
    #expect(feed.itemCount == 7)
    // Four and a bit items fit: the loading item is off screen.
    #expect(feed.displayed == Set((0..<5).map { .photo($0) }))
    audit.finish()
  }

  @Test func scrollingToTheLoadingItemAppendsThePagesUntilTheLast() {
    let service = PhotoService()
    let feed = PhotoFeedViewController(service: service)
    let audit = WindowAudit.showing(feed)
    feed.collectionView.layoutIfNeeded()
    for _ in 0..<4 {
      let bottom = feed.collectionView.contentSize.height - feed.collectionView.frame.height
      feed.collectionView.setContentOffset(CGPoint(x: 0, y: bottom), animated: false)
    }
    #expect(service.requestedPages == [0, 1, 2])
    #expect(feed.itemCount == 18)
    #expect(feed.collectionView.numberOfItems(inSection: 0) == 18)
    // The last items are the last page's; the loading item is gone.
    #expect(feed.displayed.contains(.photo(17)))
    #expect(!feed.displayed.contains(.loading))
    audit.finish()
  }

  @Test func refreshingReloadsFromTheFirstPage() {
    let service = PhotoService()
    let feed = PhotoFeedViewController(service: service)
    let audit = WindowAudit.showing(feed)
    feed.collectionView.layoutIfNeeded()
    feed.collectionView.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
    #expect(service.requestedPages == [0, 1])
    #expect(feed.itemCount == 13)
    // Pulled down at the top: the first page replaces the feed.
    feed.collectionView.setContentOffset(.zero, animated: false)
    feed.refresh()
    #expect(service.requestedPages == [0, 1, 0])
    #expect(feed.itemCount == 7)
    #expect(feed.displayed == Set((0..<5).map { .photo($0) }))
    audit.finish()
  }
}
