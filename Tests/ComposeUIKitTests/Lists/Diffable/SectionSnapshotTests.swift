import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// NSDiffableDataSourceSectionSnapshot as Apple documents it (iOS 14): an outline of root items
// and child items; `visibleItems` are the items whose ancestors are all expanded; applying an
// outline to a section shows its visible items in that section.

/// A collection view 400 points high of 20-point rows (twenty visible), its data source filled
/// with outlines.
private final class OutlineViewController: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<String, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 20)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, _ in
      collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    view.addSubview(collectionView)
  }

  func items(inSection section: Int) -> [String] {
    (0..<collectionView.numberOfItems(inSection: section)).compactMap {
      dataSource.itemIdentifier(for: IndexPath(item: $0, section: section))
    }
  }
}

@MainActor
@Suite struct SectionSnapshotTests {
  /// fruit > (apple > (green apple), pear); vegetables > (leek)
  private func produce() -> NSDiffableDataSourceSectionSnapshot<String> {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["fruit", "vegetables"])
    outline.append(["apple", "pear"], to: "fruit")
    outline.append(["green apple"], to: "apple")
    outline.append(["leek"], to: "vegetables")
    return outline
  }

  @Test func itemsListEveryItemInOutlineOrderAndVisibleItemsOnlyTheExpandedBranches() {
    var outline = produce()
    #expect(outline.items == ["fruit", "apple", "green apple", "pear", "vegetables", "leek"])
    #expect(outline.rootItems == ["fruit", "vegetables"])
    #expect(outline.visibleItems == ["fruit", "vegetables"])
    outline.expand(["fruit"])
    #expect(outline.visibleItems == ["fruit", "apple", "pear", "vegetables"])
    outline.expand(["apple"])
    #expect(outline.visibleItems == ["fruit", "apple", "green apple", "pear", "vegetables"])
    outline.collapse(["fruit"])
    #expect(outline.visibleItems == ["fruit", "vegetables"])
    #expect(outline.isExpanded("apple"))
    #expect(!outline.isVisible("green apple"))
  }

  @Test func levelParentAndIndexFollowTheOutline() {
    let outline = produce()
    #expect(outline.level(of: "fruit") == 0)
    #expect(outline.level(of: "green apple") == 2)
    #expect(outline.parent(of: "green apple") == "apple")
    #expect(outline.parent(of: "fruit") == nil)
    #expect(outline.index(of: "pear") == 3)
    #expect(outline.index(of: "plum") == nil)
    #expect(!outline.contains("plum"))
  }

  @Test func insertingBeforeAndAfterAnItemPlacesTheNewItemsBesideItUnderTheSameParent() {
    var outline = produce()
    outline.insert(["quince"], after: "apple")
    outline.insert(["cherry"], before: "apple")
    #expect(outline.snapshot(of: "fruit").rootItems == ["cherry", "apple", "quince", "pear"])
    #expect(outline.parent(of: "quince") == "fruit")
  }

  @Test func deletingAnItemDeletesItsDescendants() {
    var outline = produce()
    outline.delete(["apple"])
    #expect(outline.items == ["fruit", "pear", "vegetables", "leek"])
    #expect(!outline.contains("green apple"))
  }

  @Test func aSnapshotOfAnItemCopiesItsDescendantsWithTheirExpansion() {
    var outline = produce()
    outline.expand(["apple"])
    let fruit = outline.snapshot(of: "fruit", includingParent: true)
    #expect(fruit.rootItems == ["fruit"])
    #expect(fruit.items == ["fruit", "apple", "green apple", "pear"])
    #expect(fruit.isExpanded("apple"))
    let children = outline.snapshot(of: "fruit")
    #expect(children.rootItems == ["apple", "pear"])
    #expect(children.level(of: "green apple") == 1)
  }

  @Test func replacingTheChildrenOfAnItemDropsTheOldDescendants() {
    var outline = produce()
    var berries = NSDiffableDataSourceSectionSnapshot<String>()
    berries.append(["berries"])
    berries.append(["raspberry"], to: "berries")
    outline.replace(childrenOf: "fruit", using: berries)
    #expect(outline.items == ["fruit", "berries", "raspberry", "vegetables", "leek"])
    #expect(!outline.contains("apple"))
    #expect(outline.parent(of: "raspberry") == "berries")
  }

  @Test func aDeepOutlineIsWalkedWithoutRecursion() {
    var outline = NSDiffableDataSourceSectionSnapshot<Int>()
    outline.append([0])
    for level in 1..<50_000 { outline.append([level], to: level - 1) }
    outline.expand(Array(0..<50_000))
    #expect(outline.visibleItems.count == 50_000)
    #expect(outline.level(of: 49_999) == 49_999)
  }

  @Test func applyingAnOutlineToASectionShowsItsVisibleItems() {
    let controller = OutlineViewController()
    let audit = WindowAudit.showing(controller)
    var outline = produce()
    controller.dataSource.apply(outline, to: "produce", animatingDifferences: false)
    controller.collectionView.layoutIfNeeded()
    #expect(controller.collectionView.numberOfSections == 1)
    #expect(controller.items(inSection: 0) == ["fruit", "vegetables"])
    outline.expand(["fruit"])
    controller.dataSource.apply(outline, to: "produce", animatingDifferences: false)
    controller.collectionView.layoutIfNeeded()
    #expect(controller.items(inSection: 0) == ["fruit", "apple", "pear", "vegetables"])
    #expect(controller.dataSource.snapshot(for: "produce").isExpanded("fruit"))
    #expect(controller.dataSource.snapshot().itemIdentifiers.count == 4)
    audit.finish()
  }

  @Test func anOutlineAppliedToASecondSectionAppendsIt() {
    let controller = OutlineViewController()
    let audit = WindowAudit.showing(controller)
    var first = NSDiffableDataSourceSectionSnapshot<String>()
    first.append(["a", "b"])
    var second = NSDiffableDataSourceSectionSnapshot<String>()
    second.append(["c"])
    controller.dataSource.apply(first, to: "one", animatingDifferences: false)
    controller.dataSource.apply(second, to: "two", animatingDifferences: false)
    controller.collectionView.layoutIfNeeded()
    #expect(controller.dataSource.snapshot().sectionIdentifiers == ["one", "two"])
    #expect(controller.items(inSection: 1) == ["c"])
    #expect(controller.dataSource.snapshot(for: "one").items == ["a", "b"])
    audit.finish()
  }

  #if !os(iOS)
    @Test func anItemAddedTwiceIsRefusedWithTheOutlineUnchanged() {
      var outline = produce()
      outline.append(["pear"], to: "vegetables")
      outline.append(["plum"], to: "stone fruit")
      #expect(outline.items == ["fruit", "apple", "green apple", "pear", "vegetables", "leek"])
      #expect(outline.composeDiagnostics.count == 2)
      #expect(outline.composeDiagnostics.first?.message.contains("pear") == true)
    }
  #endif
}
