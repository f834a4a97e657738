import Compose
import ComposeUIKit
import Foundation
import Testing

/// Ownership as in UIKit: a table holds its data source and delegate weakly, and releasing the
/// screen releases the table, its cells and the child view controllers they hosted.
@Suite struct ListReleaseTests {
  @Test func theTableHoldsItsDataSourceAndDelegateWeakly() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    var source: TextRows? = TextRows(["a"])
    weak let weakSource = source
    table.dataSource = source
    table.delegate = source
    source = nil
    #expect(weakSource == nil)
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
    #expect(table.numberOfRows(inSection: 0) == 0)
  }

  @Test func aReleasedScreenReleasesItsTableCellsAndHostedChildren() {
    var screen: EmbeddingTableScreen? = EmbeddingTableScreen(rowCount: 10)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    screen?.tableView.contentOffset = CGPoint(x: 0, y: 100)
    weak let weakScreen = screen
    weak let weakTable = screen?.tableView
    weak let weakCell = screen?.tableView.visibleCells.first
    weak let weakChild = screen?.children.first
    weak let weakSource = screen?.source
    #expect(weakCell != nil)
    #expect(weakChild != nil)
    window.rootViewController = nil
    screen = nil
    #expect(weakScreen == nil)
    #expect(weakTable == nil)
    #expect(weakCell == nil)
    #expect(weakChild == nil)
    #expect(weakSource == nil)
  }

  @Test func aReleasedCollectionViewReleasesItsCells() {
    var collectionView: UICollectionView? = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    let source = DequeuingItems(count: 10, reuseIdentifier: "c")
    collectionView?.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
    collectionView?.dataSource = source
    collectionView?.reloadData()
    weak let weakCell = collectionView?.visibleCells.first
    weak let weakLayout = collectionView?.collectionViewLayout
    #expect(collectionView?.visibleCells.count == 2)
    #expect(weakCell != nil)
    collectionView = nil
    #expect(weakCell == nil)
    #expect(weakLayout == nil)
  }
}
