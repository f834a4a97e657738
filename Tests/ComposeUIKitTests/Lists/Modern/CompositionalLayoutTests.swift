import Compose
import ComposeUIKit
import Foundation
import Testing

/// Compositional layouts of sections: UIKit shows as many cells at once as fit the collection
/// view (a grid of three 100-point-high columns in a 300-point-high view shows three rows of
/// three); Compose lays cells one per line, each getting its group's share of length, so the same
/// number of cells is displayed.
@MainActor
@Suite struct CompositionalLayoutTests {
  final class Grid: NSObject, UICollectionViewDataSource {
    let count: Int
    var asked: [Int] = []
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      asked.append(indexPath.item)
      return collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
  }

  private static func gridSection(columns: CGFloat, rowHeight: CGFloat)
    -> NSCollectionLayoutSection
  {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }

  private func show(_ layout: UICollectionViewLayout, grid: Grid) -> (WindowAudit, UICollectionView)
  {
    let screen = UIViewController()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    collectionView.dataSource = grid
    screen.view.addSubview(collectionView)
    let audit = WindowAudit.showing(screen, frame: UIScreen.main.bounds)
    collectionView.layoutIfNeeded()
    return (audit, collectionView)
  }

  @Test func aThreeColumnGridShowsThreeRowsOfThreeCells() {
    let grid = Grid(count: 60)
    let layout = UICollectionViewCompositionalLayout(
      section: Self.gridSection(columns: 3, rowHeight: 100))
    let (audit, _) = show(layout, grid: grid)
    #expect(grid.asked == Array(0..<9))
    audit.finish()
  }

  @Test func aSectionProviderIsAskedPerSectionWithTheCollectionViewsSize() {
    let grid = Grid(count: 40)
    var environments: [CGSize] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      environments.append(environment.container.contentSize)
      return Self.gridSection(columns: 2, rowHeight: 150)
    }
    let (audit, _) = show(layout, grid: grid)
    // Two rows of two 150-point tiles fill 300 points.
    #expect(grid.asked == Array(0..<4))
    #expect(environments.first == CGSize(width: 300, height: 300))
    #expect(environments.count == 1)
    audit.finish()
  }

  @Test func aGroupWithACountHoldsThatManyCells() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      subitem: item, count: 5)
    let grid = Grid(count: 20)
    let (audit, _) = show(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      grid: grid)
    // The group is the collection view's height and stacks five cells.
    #expect(grid.asked == Array(0..<5))
    audit.finish()
  }

  @Test func aHorizontalConfigurationScrollsHorizontally() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let grid = Grid(count: 10)
    let (audit, collectionView) = show(layout, grid: grid)
    #expect(collectionView.composeListView.axis == .horizontal)
    #expect(grid.asked == Array(0..<3))
    audit.finish()
  }

  @Test func aRegisteredSupplementaryViewIsMadeAndAnUnregisteredOneIsPlain() {
    final class Header: UICollectionReusableView {}
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300),
      collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(
      Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header",
      for: IndexPath(item: 0, section: 0))
    #expect(header is Header)
    #expect(header.reuseIdentifier == "header")
    let missing = collectionView.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "header",
      for: IndexPath(item: 0, section: 0))
    #expect(type(of: missing) == UICollectionReusableView.self)
  }
}
