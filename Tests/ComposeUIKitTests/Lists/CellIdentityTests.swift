import Compose
import ComposeUIKit
import Foundation
import Testing

/// A table or collection view cell is one cell: its engine view is the list's own cell, whose
/// only subview is the content view, as large as the cell (UIKit's `contentView` fills its
/// cell). The table keeps the cells it holds alive, and only those.
@Suite struct CellIdentityTests {
  @Test func aTableCellsEngineViewIsTheCellTheListDisplays() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    let displayed = screen.tableView.composeListView.visibleCells
    let cells = screen.tableView.visibleCells
    #expect(cells.count == 5)
    #expect(
      displayed.map(ObjectIdentifier.init) == cells.map { ObjectIdentifier($0.composeView) })
    for cell in cells {
      #expect(cell.contentView.superview === cell)
      #expect(cell.contentView.composeView.superview === cell.composeView)
      #expect(cell.superview === screen.tableView, "a cell's superview is its table (iOS 11)")
    }
  }

  /// A cell that records its superview each time it is told that it changed.
  final class MoveRecordingCell: UITableViewCell {
    var superviews: [String] = []
    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      superviews.append(superview.map { String(describing: type(of: $0)) } ?? "nil")
    }
  }

  /// Apple's `didMoveToSuperview()`: "Tells the view that its superview changed." A cell's
  /// superview is its table while displayed and none while it waits in the reuse queue, so the
  /// cell is told at each display and each end of display.
  @Test func aCellIsToldEachTimeItsSuperviewChangesAsItIsDisplayedAndRecycled() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" }, cellClass: MoveRecordingCell.self)
    _ = ListTestWindow(root: screen)
    let first = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MoveRecordingCell
    #expect(first?.composeView.traceName == "MoveRecordingCell", "named after its class")
    #expect(first?.superviews == ["UITableView"])
    screen.tableView.contentOffset = CGPoint(x: 0, y: 20)
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 5, section: 0)) === first)
    #expect(first?.superviews == ["UITableView", "nil", "UITableView"])
  }

  @Test func aTableCellsContentViewFillsItsRow() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    screen.tableView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    screen.tableView.rowHeight = 50
    _ = ListTestWindow(root: screen)
    let cells = screen.tableView.visibleCells
    #expect(cells.count == 2)
    for cell in cells {
      #expect(cell.frame.size == CGSize(width: 200, height: 50))
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    }
  }

  /// A cell that insets itself by overriding `frame`, a common UIKit pattern: the table lays its
  /// cells out through the setter.
  final class InsetCell: UITableViewCell {
    override var frame: CGRect {
      get { super.frame }
      set {
        var inset = newValue
        inset.origin.x += 10
        inset.size.width -= 20
        super.frame = inset
      }
    }
  }

  @Test func theTableLaysACellOutThroughItsFrameSoAnOverrideRuns() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" }, cellClass: InsetCell.self)
    _ = ListTestWindow(root: screen)
    let cells = screen.tableView.visibleCells
    #expect(cells.count == 5)
    for (row, cell) in cells.enumerated() {
      #expect(cell.frame == CGRect(x: 10, y: CGFloat(row) * 20, width: 300, height: 20))
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
    }
  }

  @Test func aCellMadeOutsideATableIsThreeHundredTwentyByFortyFourWithItsContentView() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(cell.reuseIdentifier == nil)
    cell.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
  }

  @Test func aCollectionCellHasTheIdentifierItWasRegisteredForAndAContentViewOfItsSize() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 30)
    layout.minimumLineSpacing = 0
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 60), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    let source = DequeuingItems(count: 4, reuseIdentifier: "item")
    collectionView.dataSource = source
    collectionView.reloadData()
    let cells = collectionView.visibleCells
    #expect(cells.count == 2)
    for cell in cells {
      #expect(cell.reuseIdentifier == "item")
      #expect(cell.contentView.superview === cell)
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    }
    #expect(UICollectionViewCell(frame: .zero).reuseIdentifier == nil)
  }

  /// A data source that makes a new cell for every row, never dequeuing, and remembers each
  /// weakly.
  final class MakingSource: NSObject, UITableViewDataSource {
    final class Weak {
      weak var cell: UITableViewCell?
      init(_ cell: UITableViewCell) { self.cell = cell }
    }
    var made: [Weak] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: "made")
      made.append(Weak(cell))
      return cell
    }
    var live: Int { made.count { $0.cell != nil } }
  }

  @Test func cellsTheDataSourceMadeAreReleasedWhenTheTableLetsThemGo() {
    let source = MakingSource()
    let (table, window) = showTable(source)
    defer { withExtendedLifetime(window) {} }
    for step in 1...100 { table.contentOffset = CGPoint(x: 0, y: CGFloat(step * 44)) }
    #expect(source.made.count > 100)
    // The displayed cells and at most the one pooled since the last trim are alive.
    #expect(source.live <= table.visibleCells.count + 1)
    #expect(source.made.first?.cell == nil)
  }

  /// A data source that dequeues a cell for every row but returns one it keeps.
  final class DiscardingSource: NSObject, UITableViewDataSource {
    weak var discarded: UITableViewCell?
    let kept = UITableViewCell(style: .default, reuseIdentifier: nil)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      discarded = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
      return kept
    }
  }

  @Test func aDequeuedCellTheDataSourceDoesNotReturnIsReleased() {
    let source = DiscardingSource()
    let (table, window) = showTable(source) {
      $0.register(UITableViewCell.self, forCellReuseIdentifier: "text")
    }
    defer { withExtendedLifetime(window) {} }
    #expect(table.visibleCells.first === source.kept)
    #expect(source.discarded == nil)
  }

  @Test func pooledCellsAreKeptByTheTableAndComeBackForOtherRows() {
    let screen = TextTableScreen(rows: (0..<10).map { "r\($0)" })
    _ = ListTestWindow(root: screen)
    let shown = Set(screen.tableView.visibleCells.map(ObjectIdentifier.init))
    #expect(shown.count == 5)
    final class Weak {
      weak var cell: UITableViewCell?
      init(_ cell: UITableViewCell) { self.cell = cell }
    }
    let watched = screen.tableView.visibleCells.map(Weak.init)
    screen.source.rows = ["r0"]
    screen.tableView.reloadData()
    #expect(screen.tableView.visibleCells.count == 1)
    #expect(watched.allSatisfy { $0.cell != nil }, "the table keeps its pooled cells")
    screen.source.rows = (0..<10).map { "r\($0)" }
    screen.tableView.reloadData()
    #expect(Set(screen.tableView.visibleCells.map(ObjectIdentifier.init)) == shown)
    #expect(screen.tableView.composeListView.numberOfCellsCreated == 5)
  }
}

/// App subclasses that override the designated initializers, as UIKit code does, inherit the
/// facades' convenience initializers (`MyView()`, `MyCell()`, the registration's
/// `init(composeReuseIdentifier:)`): the facades declare no designated initializer an app module
/// cannot see, which would withhold them (this file is in another module than ComposeUIKit).
@Suite struct SubclassInitializerInheritanceTests {
  final class BadgeView: UIView {
    private(set) var madeWith: CGRect?
    override init(frame: CGRect) {
      madeWith = frame
      super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
  }

  final class ProfileCell: UITableViewCell {
    private(set) var madeWithStyle: CellStyle?
    override init(style: CellStyle, reuseIdentifier: String?) {
      madeWithStyle = style
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
  }

  /// Laid out in its initializer, as app cells are.
  final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    private(set) var madeWith: CGRect?
    override init(frame: CGRect) {
      super.init(frame: frame)
      madeWith = frame
      contentView.addSubview(imageView)
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test func aViewSubclassInheritsInit() {
    let view = BadgeView()
    #expect(view.madeWith == .zero)
  }

  @Test func aTableCellSubclassInheritsItsFrameAndRegistrationInitializers() {
    let plain = ProfileCell()
    #expect(plain.madeWithStyle == .default)
    #expect(plain.reuseIdentifier == nil)
    let registered = ProfileCell(composeReuseIdentifier: "profile")
    #expect(registered.madeWithStyle == .default)
    #expect(registered.reuseIdentifier == "profile")
    #expect(registered.contentView.superview === registered)
  }

  @Test func aCollectionCellSubclassInheritsItsRegistrationInitializer() {
    let cell = PhotoCell(composeReuseIdentifier: "photo")
    #expect(cell.madeWith == .zero)
    #expect(cell.reuseIdentifier == "photo")
    #expect(cell.contentView.superview === cell)
    #expect(cell.imageView.superview === cell.contentView)
  }
}
