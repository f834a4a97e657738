import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A settings list in the iOS 14 style: a collection view with a compositional list layout, a
// cell registration that fills each list cell's content configuration and accessories, and a
// diffable data source whose cell provider dequeues configured cells.

/// A setting's title, which identifies it, and its symbol.
private typealias Setting = String
private let symbols = ["Wi-Fi": "wifi", "Bluetooth": "bolt", "Battery": "battery.100"]

private final class ModernSettingsViewController: UIViewController {
  enum Section: Int, Sendable { case main }

  private(set) var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, Setting>!
  private(set) var configuredCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    view.addSubview(collectionView)

    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> {
      [weak self] cell, indexPath, setting in
      var content = cell.defaultContentConfiguration()
      content.text = setting
      content.image = symbols[setting].flatMap { UIImage(systemName: $0) }
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
      self?.configuredCount += 1
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Setting>(
      collectionView: collectionView
    ) { collectionView, indexPath, setting in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: setting)
    }
  }

  func show(_ settings: [Setting]) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Setting>()
    snapshot.appendSections([.main])
    snapshot.appendItems(settings)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
@Suite struct ListCellRegistrationTests {
  @Test func eachRowIsAConfiguredListCellWithItsContentAndAccessory() {
    let settings = ModernSettingsViewController()
    let audit = WindowAudit.showing(settings)
    settings.show(["Wi-Fi", "Bluetooth", "Battery"])
    settings.view.layoutIfNeeded()

    let cells = (0..<3).compactMap {
      settings.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))
        as? UICollectionViewListCell
    }
    let texts = cells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    #expect(texts == ["Wi-Fi", "Bluetooth", "Battery"])
    #expect(cells.allSatisfy { $0.accessories == [.disclosureIndicator()] })
    #expect(settings.configuredCount == 3)
    // A list layout's rows are the collection view's width, one item per row.
    #expect(cells.allSatisfy { $0.frame.width == settings.collectionView.frame.width })
    audit.finish()
  }
}
