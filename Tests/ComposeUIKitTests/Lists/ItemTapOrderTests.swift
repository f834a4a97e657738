import Compose
import ComposeUIKit
import Foundation
import Testing

/// A tap on a collection view item asks and tells in a table's order (contract §6), with the
/// collection view's yes-or-no questions: `collectionView(_:shouldSelectItemAt:)` for the tapped
/// item, then, in single selection, `shouldDeselectItemAt` for the item selected before and
/// `didDeselectItemAt`, then `didSelectItemAt`. Code (`selectItem`, `deselectItem`) asks and tells
/// nothing, as UIKit documents.
@Suite struct ItemTapOrderTests {
  final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    var refusesDeselection: Set<Int> = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 6 }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      log.append("shouldSelect \(indexPath.item)")
      return true
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      log.append("shouldDeselect \(indexPath.item)")
      return !refusesDeselection.contains(indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.item)")
    }

    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      log.append("didDeselect \(indexPath.item)")
    }
  }

  final class Screen: UIViewController {
    let items = Items()
    let collectionView: UICollectionView

    init() {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 40)
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 240), collectionViewLayout: layout)
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
      collectionView.dataSource = items
      collectionView.delegate = items
      view.addSubview(collectionView)
    }
  }

  @Test func aTapOnAnotherItemAsksShouldDeselectOfTheOldItemAfterShouldSelect() {
    let screen = Screen()
    _ = ListTestWindow(root: screen)
    screen.collectionView.composeTapItem(at: IndexPath(item: 1, section: 0))
    screen.items.log = []
    screen.collectionView.composeTapItem(at: IndexPath(item: 3, section: 0))
    #expect(
      screen.items.log == ["shouldSelect 3", "shouldDeselect 1", "didDeselect 1", "didSelect 3"])
    #expect(screen.collectionView.indexPathsForSelectedItems == [3].rows)
  }

  @Test func shouldDeselectAnsweringNoKeepsTheOldItemSelected() {
    let screen = Screen()
    _ = ListTestWindow(root: screen)
    screen.collectionView.composeTapItem(at: IndexPath(item: 1, section: 0))
    screen.items.log = []
    screen.items.refusesDeselection = [1]
    screen.collectionView.composeTapItem(at: IndexPath(item: 3, section: 0))
    #expect(screen.items.log == ["shouldSelect 3", "shouldDeselect 1", "didSelect 3"])
    #expect(screen.collectionView.indexPathsForSelectedItems == [1, 3].rows)
  }

  @Test func codeThatSelectsOrDeselectsAsksAndTellsNothing() {
    let screen = Screen()
    _ = ListTestWindow(root: screen)
    screen.collectionView.composeTapItem(at: IndexPath(item: 1, section: 0))
    screen.items.log = []
    screen.collectionView.selectItem(
      at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    screen.collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
    #expect(screen.items.log.isEmpty)
  }
}
