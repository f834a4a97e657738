import Compose
import ComposeUIKit
import Foundation
import Testing

/// The Embedded ViewControllers talk's table of collections: each row hosts a
/// `UICollectionViewController` child (its own data source and delegate, as the talk recommends)
/// whose cells host grandchildren. Appearance reaches every level (contract §3 and §6).
@Suite struct NestedCollectionTests {
  final class ShelfViewController: UICollectionViewController {
    let shelf: Int
    lazy var items = (0..<10).map { RowViewController("s\(shelf)c\($0)") }

    init(shelf: Int) {
      self.shelf = shelf
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 100, height: 44)
      super.init(collectionViewLayout: layout)
      composeComponent.traceName = "shelf\(shelf)"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(
        CollectionViewTests.ChildCell.self, forCellWithReuseIdentifier: "item")
    }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { items.count }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
      (cell as? CollectionViewTests.ChildCell)?.child = items[indexPath.item]
      return cell
    }

    override func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      guard let child = (cell as? CollectionViewTests.ChildCell)?.child else { return }
      addChild(child)
      cell.contentView.addSubview(child.view)
      child.didMove(toParent: self)
    }

    override func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      guard let child = (cell as? CollectionViewTests.ChildCell)?.child else { return }
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
  }

  @Test func everyLevelAppearsAndAShelfScrolledAwayTakesItsItemsWithIt() {
    let screen = EmbeddingTableScreen(rowCount: 6) { ShelfViewController(shelf: $0) }
    let test = ListTestWindow(root: screen)
    test.window.composeRunUntilIdle()
    let shelves = screen.children.compactMap { $0 as? ShelfViewController }
    #expect(shelves.map(\.shelf) == [0, 1, 2])
    // A 320-point row shows four 100-point items.
    #expect(shelves[0].children.count == 4)
    let everyone = shelves + shelves.flatMap(\.children)
    #expect(everyone.allSatisfy { $0.composeComponent.appearanceState == .appeared })
    test.reset()
    screen.tableView.contentOffset = CGPoint(x: 0, y: 44)
    #expect(
      test.traces(of: "s0c0") == ["s0c0.viewWillDisappear(false)", "s0c0.viewDidDisappear(false)"])
    #expect(
      test.traces(of: "shelf0") == [
        "shelf0.willMove(toParent: nil)", "shelf0.viewWillDisappear(false)",
        "shelf0.viewDidDisappear(false)", "shelf0.didMove(toParent: nil)",
      ])
    test.window.composeRunUntilIdle()
    let shelf3 = screen.children.compactMap { $0 as? ShelfViewController }.last
    #expect(shelf3?.shelf == 3)
    #expect(shelf3?.children.count == 4)
    #expect(
      shelf3?.children.allSatisfy { $0.composeComponent.appearanceState == .appeared } == true)
  }

  @Test func scrollingAShelfOnlyTouchesItsOwnItems() {
    let screen = EmbeddingTableScreen(rowCount: 6) { ShelfViewController(shelf: $0) }
    let test = ListTestWindow(root: screen)
    test.window.composeRunUntilIdle()
    let shelf1 = screen.children.compactMap { $0 as? ShelfViewController }[1]
    test.reset()
    shelf1.collectionView.contentOffset = CGPoint(x: 100, y: 0)
    let names = Set(test.traces.map { String($0.split(separator: ".")[0]) })
    #expect(names == ["shelf1", "s1c0", "s1c4"])
    #expect(shelf1.children.map(\.composeComponent.traceName) == ["s1c1", "s1c2", "s1c3", "s1c4"])
  }
}
