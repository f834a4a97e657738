import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// UICollectionViewDiffableDataSource as UIKit documents it, with the contract's orders for the
// displayed items (contract §6): the same rules as for tables, through the collection view's
// own batch updates.

/// A label cell that counts its reuses.
private final class LabelCell: UICollectionViewCell {
  static let reuseIdentifier = "LabelCell"
  let label = UILabel()
  private(set) var preparedForReuseCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    preparedForReuseCount += 1
  }
}

/// A vertical collection view 100 points high of 20-point items (five visible), its delegate
/// logging display events with the item of the cell.
private final class GridViewController: UIViewController, UICollectionViewDelegate {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 20)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
    collectionView.delegate = self
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      [unowned self] collectionView, indexPath, item in
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath)
      (cell as? LabelCell)?.label.text = item
      log.append("provide \(item)")
      return cell
    }
    view.addSubview(collectionView)
  }

  func show(_ items: [String], reloading reloaded: [String] = [], reconfiguring: [String] = []) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    snapshot.reloadItems(reloaded)
    snapshot.reconfigureItems(reconfiguring)
    dataSource.apply(snapshot)
  }

  var visibleTexts: [String] {
    collectionView.indexPathsForVisibleItems.sorted().compactMap {
      (collectionView.cellForItem(at: $0) as? LabelCell)?.label.text
    }
  }

  func drainLog() -> [String] {
    defer { log = [] }
    return log
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("willDisplay \((cell as? LabelCell)?.label.text ?? "?")")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \((cell as? LabelCell)?.label.text ?? "?")")
  }
}

@MainActor
@Suite struct DiffableCollectionTests {
  private func shownGrid(_ items: [String]) -> (GridViewController, WindowAudit) {
    let grid = GridViewController()
    let audit = WindowAudit.showing(grid)
    grid.show(items)
    grid.collectionView.layoutIfNeeded()
    return (grid, audit)
  }

  @Test func aSnapshotFillsTheCollectionView() {
    let (grid, audit) = shownGrid(["a", "b", "c", "d", "e", "f"])
    #expect(grid.collectionView.numberOfSections == 1)
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 6)
    #expect(grid.visibleTexts == ["a", "b", "c", "d", "e"])
    #expect(
      grid.drainLog()
        == ["a", "b", "c", "d", "e"].flatMap { ["provide \($0)", "willDisplay \($0)"] })
    #expect(grid.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "c")
    #expect(grid.dataSource.indexPath(for: "f") == IndexPath(item: 5, section: 0))
    audit.finish()
  }

  @Test func anApplyDeletesInsertsAndMovesItemsWithBalancedDisplayEvents() {
    let (grid, audit) = shownGrid(["a", "b", "c", "d", "e", "f"])
    let cellD = grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
    let before = grid.drainLog()
    grid.show(["x", "a", "d", "c", "e"])
    let log = grid.drainLog()
    #expect(grid.visibleTexts == ["x", "a", "d", "c", "e"])
    #expect(log == ["didEndDisplaying b", "provide x", "willDisplay x"])
    #expect(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellD)
    let balance = displayedAfter(before + log)
    #expect(balance.balanced)
    #expect(balance.displayed == ["x", "a", "d", "c", "e"])
    audit.finish()
  }

  @Test func reloadReplacesTheCellAndReconfigureKeepsIt() {
    let (grid, audit) = shownGrid(["a", "b", "c"])
    let cellB = grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell
    _ = grid.drainLog()
    grid.show(["a", "b", "c"], reconfiguring: ["b"])
    #expect(grid.drainLog() == ["provide b"])
    #expect(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellB)
    #expect(cellB?.preparedForReuseCount == 0)
    grid.show(["a", "b", "c"], reloading: ["c"])
    #expect(grid.drainLog() == ["didEndDisplaying c", "provide c", "willDisplay c"])
    audit.finish()
  }

  @Test func aSnapshotAppliedBeforeTheCollectionViewIsOnScreenShowsItsItemsOnce() {
    let grid = GridViewController()
    grid.loadViewIfNeeded()
    grid.show(["a", "b"])
    #expect(grid.log.isEmpty)
    let audit = WindowAudit.showing(grid)
    grid.collectionView.layoutIfNeeded()
    #expect(grid.visibleTexts == ["a", "b"])
    #expect(grid.drainLog() == ["provide a", "willDisplay a", "provide b", "willDisplay b"])
    audit.finish()
  }
}
