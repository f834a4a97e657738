import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// NSCollectionLayoutSection.list(using:layoutEnvironment:) from a section provider, as in Apple's
// "Modern Collection Views" sample: each section is a list, one row per item across the whole
// width; list cells take custom-view and outline accessories.

private final class SidebarViewController: UIViewController {
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout { _, layoutEnvironment in
      var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
      configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
        UISwipeActionsConfiguration(actions: [])
      }
      return NSCollectionLayoutSection.list(
        using: configuration, layoutEnvironment: layoutEnvironment)
    }
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = rows
    view.addSubview(collectionView)
  }

  let rows = Rows()

  final class Rows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 100 }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      if let cell = cell as? UICollectionViewListCell {
        let star = UIImageView(image: UIImage(systemName: "star"))
        cell.accessories = [
          .outlineDisclosure(options: .init(style: .header)),
          .customView(configuration: .init(customView: star, placement: .trailing())),
        ]
      }
      return cell
    }
  }
}

@MainActor
@Suite struct ListSectionTests {
  @Test func aListSectionShowsOneFullWidthRowPerItem() {
    let sidebar = SidebarViewController()
    let audit = WindowAudit.showing(sidebar)
    sidebar.collectionView.layoutIfNeeded()
    let visible = sidebar.collectionView.indexPathsForVisibleItems.sorted()
    #expect(!visible.isEmpty)
    #expect(visible.count < 100)
    let first = sidebar.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(first?.frame.width == sidebar.collectionView.bounds.width)
    #expect((first as? UICollectionViewListCell)?.accessories.count == 2)
    audit.finish()
  }
}
