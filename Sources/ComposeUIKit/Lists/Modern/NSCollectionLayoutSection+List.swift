import Foundation

extension NSCollectionLayoutSection {
  /// A list section (UIKit's `list(using:layoutEnvironment:)`, iOS 14), for a section provider:
  /// one item per row, the full width of the collection view and 44 points high (UIKit's
  /// estimate for a list cell), as in ``UICollectionViewCompositionalLayout/list(using:)``. The
  /// configuration is kept in ``listConfiguration``; its appearance, separators and headers are
  /// stored only.
  ///
  /// - Parameters:
  ///   - configuration: The list's appearance.
  ///   - layoutEnvironment: The environment the section provider was given.
  /// - Returns: The section.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    return section
  }
}
