import Compose
import ComposeUIKit
import Foundation
import Testing

/// `UICollectionView` with a flow layout, over the engine's list: items one per line along the
/// scrolling direction, the contract's orders for cells, and the Embedded ViewControllers talk's
/// table whose rows each hold a horizontal collection view of child view controllers.
@Suite struct CollectionViewTests {
  final class ChildCell: UICollectionViewCell {
    var child: UIViewController?
    private(set) var madeWithFrame = false
    override init(frame: CGRect) {
      madeWithFrame = true
      super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }
    override func prepareForReuse() {
      super.prepareForReuse()
      child = nil
    }
  }

  /// A shelf's data source and delegate: its own children, embedded in `willDisplay`.
  final class Shelf: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    unowned let parent: UIViewController
    let children: [UIViewController]
    var log: [String] = []

    init(parent: UIViewController, names: [String]) {
      self.parent = parent
      children = names.map { RowViewController($0) }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { children.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "child", for: indexPath)
      (cell as? ChildCell)?.child = children[indexPath.item]
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      log.append("willDisplay \(indexPath.item)")
      guard let child = (cell as? ChildCell)?.child else { return }
      parent.addChild(child)
      cell.contentView.addSubview(child.view)
      child.didMove(toParent: parent)
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      log.append("didEndDisplaying \(indexPath.item)")
      guard let child = (cell as? ChildCell)?.child else { return }
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: indexPath.item == 0 ? 200 : 100, height: 80)
    }
  }

  final class ShelfScreen: UIViewController {
    let collectionView: UICollectionView
    private(set) var shelf: Shelf?

    init() {
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 100, height: 80)
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 80), collectionViewLayout: layout)
      super.init(nibName: nil, bundle: nil)
      composeComponent.traceName = "shelf"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(ChildCell.self, forCellWithReuseIdentifier: "child")
      let shelf = Shelf(parent: self, names: (0..<8).map { "c\($0)" })
      self.shelf = shelf
      collectionView.dataSource = shelf
      collectionView.delegate = shelf
      view.addSubview(collectionView)
    }
  }

  @Test func aHorizontalFlowLayoutShowsTheItemsThatFitItsWidth() {
    let screen = ShelfScreen()
    let test = ListTestWindow(root: screen)
    // Item 0 is 200 points wide, the others 100: items 0 and 1 fill the 300 points.
    #expect(screen.collectionView.indexPathsForVisibleItems == [0, 1].rows)
    #expect(
      screen.collectionView.visibleCells.allSatisfy { ($0 as? ChildCell)?.madeWithFrame == true })
    #expect(screen.shelf?.log == ["willDisplay 0", "willDisplay 1"])
    // Contract §4: the items are displayed in the screen's first layout, so the hosted child
    // begins appearing there (its didMove follows its placement) and ends with the screen.
    #expect(
      test.traces(of: "c1") == [
        "c1.willMove(toParent: shelf)", "c1.viewDidLoad", "c1.viewWillAppear(false)",
        "c1.viewIsAppearing(false)", "c1.didMove(toParent: shelf)", "c1.viewDidAppear(false)",
      ])
    #expect(screen.collectionView.contentSize.width == 900)
  }

  @Test func scrollingAnItemAwayEndsItsDisplayAndItsChildDisappears() {
    let screen = ShelfScreen()
    let test = ListTestWindow(root: screen)
    _ = screen.collectionView.visibleCells
    test.reset()
    screen.collectionView.scrollToItem(
      at: IndexPath(item: 3, section: 0), at: .left, animated: true)
    // Item 3 starts at 400: the 300 points from there show items 3, 4 and 5.
    #expect(screen.collectionView.contentOffset.x == 400)
    #expect(screen.collectionView.indexPathsForVisibleItems == [3, 4, 5].rows)
    #expect(
      test.traces(of: "c0") == [
        "c0.willMove(toParent: nil)", "c0.viewWillDisappear(false)", "c0.viewDidDisappear(false)",
        "c0.didMove(toParent: nil)",
      ])
    #expect(screen.children.map(\.composeComponent.traceName) == ["c3", "c4", "c5"])
    let cell = screen.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
    #expect(cell.flatMap(screen.collectionView.indexPath(for:)) == IndexPath(item: 3, section: 0))
  }

  @Test func itemSelectionFollowsTheItem() {
    let screen = ShelfScreen()
    _ = ListTestWindow(root: screen)
    screen.collectionView.composeTapItem(at: IndexPath(item: 1, section: 0))
    #expect(screen.collectionView.indexPathsForSelectedItems == [1].rows)
    #expect(
      screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    screen.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(screen.collectionView.indexPathsForSelectedItems == nil)
    #expect(screen.collectionView.visibleCells.allSatisfy { !$0.isSelected })
  }

  @Test func batchUpdatesInsertAndDeleteItems() {
    let screen = ShelfScreen()
    _ = ListTestWindow(root: screen)
    _ = screen.collectionView.visibleCells
    var finished = false
    screen.collectionView.performBatchUpdates({}, completion: { finished = $0 })
    #expect(finished)
    #expect(screen.collectionView.numberOfItems(inSection: 0) == 8)
    #expect(screen.collectionView.numberOfSections == 1)
  }

  /// A collection view controller subclass, vertical, with the default item size.
  final class GridViewController: UICollectionViewController {
    var displayed: [Int] = []
    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 100 }
    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      displayed.append(indexPath.item)
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
  }

  @Test func aCollectionViewControllerSubclassDrivesItsCollectionView() {
    let grid = GridViewController(collectionViewLayout: UICollectionViewFlowLayout())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
    window.rootViewController = grid
    window.makeKeyAndVisible()
    window.composeRunUntilIdle()
    // 50-point items (UIKit's default item size) in a 150-point view: three visible.
    #expect(grid.displayed == [0, 1, 2])
    #expect(grid.collectionView === grid.view)
    #expect(grid.collectionView.dataSource === grid)
    #expect(grid.collectionViewLayout is UICollectionViewFlowLayout)
  }

  @Test func changingTheScrollDirectionEndsEveryDisplayAndLaysOutAgain() {
    let screen = ShelfScreen()
    _ = ListTestWindow(root: screen)
    _ = screen.collectionView.visibleCells
    (screen.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection =
      .vertical
    // The old items ended display (their children left), and the 80-point view now shows one
    // 80-point-tall item.
    #expect(screen.shelf?.log.filter { $0.hasPrefix("didEndDisplaying") }.count == 2)
    #expect(screen.collectionView.indexPathsForVisibleItems == [0].rows)
    #expect(screen.children.map(\.composeComponent.traceName) == ["c0"])
  }
}
