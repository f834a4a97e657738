import Foundation

extension UICollectionViewDiffableDataSource {
  /// Shows the outline `snapshot` in `section` (UIKit's
  /// `apply(_:to:animatingDifferences:completion:)` taking a section snapshot, iOS 14): the
  /// section's items become the outline's ``NSDiffableDataSourceSectionSnapshot/visibleItems``,
  /// applied as the difference from what the collection view shows, with the same orders as
  /// ``apply(_:animatingDifferences:completion:)``. A section not in the data source's snapshot
  /// is appended as its last section. Items that another section already shows are refused, as
  /// any snapshot refuses them, and reported on the collection view.
  ///
  /// - Parameters:
  ///   - snapshot: The outline to show.
  ///   - section: The section that shows it.
  ///   - animatingDifferences: Ignored: nothing is animated.
  ///   - completion: Called once the collection view shows it.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    var whole = self.snapshot()
    if whole.indexOfSection(section) == nil {
      whole.appendSections([section])
    } else {
      whole.deleteItems(whole.itemIdentifiers(inSection: section))
    }
    whole.appendItems(snapshot.visibleItems, toSection: section)
    whole.composeDiagnostics.append(contentsOf: snapshot.composeDiagnostics)
    sectionOutlines[section] = snapshot
    apply(whole, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The outline of `section` (UIKit's `snapshot(for:)`): the outline last applied to it while
  /// the section still shows its visible items, otherwise the section's items as root items.
  /// Empty for a section the data source does not show.
  ///
  /// - Parameter section: The section.
  /// - Returns: A copy to change and apply.
  public func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    let whole = snapshot()
    guard whole.indexOfSection(section) != nil else { return .init() }
    let shown = whole.itemIdentifiers(inSection: section)
    if let outline = sectionOutlines[section], outline.visibleItems == shown { return outline }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(shown)
    return flat
  }
}
