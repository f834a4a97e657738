import Compose

/// The child component each row hosts.
public final class PhotoComponent: Component {
  public init(photo: String) {
    super.init(traceName: photo)
  }
}

/// A screen of embedded components: a list whose cells each host a child component, with the
/// data source and the delegate kept outside the screen.
public final class FeedScreen: Component {
  public let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 390, height: 300))
  private let source: FeedSource

  public init(photos: [String]) {
    source = FeedSource(photos: photos)
    super.init(traceName: "feed")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    list.rowHeight = 100
    list.register(ListCell.self, forCellReuseIdentifier: "photo")
    source.screen = self
    list.dataSource = source
    list.delegate = source
    view.addSubview(list)
    list.reloadData()
  }
}

/// Embeds a row's child in `willDisplay` and un-embeds it in `didEndDisplaying`, in UIKit's
/// order: `addChild`, add the view, `didMove`; then `willMove(toParent: nil)`, remove the view,
/// `removeFromParent`.
final class FeedSource: ListDataSource, ListDelegate {
  weak var screen: FeedScreen?
  private let photos: [String]
  private var children: [Int: PhotoComponent] = [:]

  init(photos: [String]) {
    self.photos = photos
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    photos.count
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    listView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
  }

  func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath)
  {
    guard let screen else { return }
    let child = children[indexPath.row] ?? PhotoComponent(photo: photos[indexPath.row])
    children[indexPath.row] = child
    screen.addChild(child)
    cell.contentView.addSubview(child.view)
    child.didMove(toParent: screen)
  }

  func listView(
    _ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath
  ) {
    guard let child = children[indexPath.row] else { return }
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }
}
