import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A download list that updates one row's progress without an animation flash: the cell's content
// configuration is rebuilt inside `UIView.performWithoutAnimation`, and rows are reused through
// their registration as the list changes.

private struct Download: Hashable, Sendable {
  let name: String
}

private final class DownloadsViewController: UIViewController, UICollectionViewDataSource {
  private(set) var collectionView: UICollectionView!
  var downloads = [Download(name: "a.zip"), Download(name: "b.zip")]
  var progress: [String: Int] = [:]
  private var registration: UICollectionView.CellRegistration<UICollectionViewListCell, Download>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    registration = UICollectionView.CellRegistration { [weak self] cell, _, download in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = download.name
      content.secondaryText = "\(self?.progress[download.name] ?? 0)%"
      cell.contentConfiguration = content
    }
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func update(_ name: String, to percent: Int) {
    progress[name] = percent
    guard let row = downloads.firstIndex(where: { $0.name == name }) else { return }
    UIView.performWithoutAnimation {
      collectionView.reloadItems(at: [IndexPath(item: row, section: 0)])
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    downloads.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: downloads[indexPath.item])
  }
}

@MainActor
@Suite struct CompositionalListReloadTests {
  @Test func aRowReloadedWithoutAnimationShowsItsNewProgress() {
    let downloads = DownloadsViewController()
    let audit = WindowAudit.showing(downloads)
    downloads.view.layoutIfNeeded()
    downloads.update("b.zip", to: 40)
    downloads.view.layoutIfNeeded()

    let second = downloads.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    let content = second?.contentConfiguration as? UIListContentConfiguration
    #expect(content?.text == "b.zip")
    #expect(content?.secondaryText == "40%")
    let first = downloads.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect((first?.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "0%")
    audit.finish()
  }
}
