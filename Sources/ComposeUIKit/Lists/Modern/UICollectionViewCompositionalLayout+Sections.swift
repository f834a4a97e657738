import Foundation

/// A closure giving each section of a compositional layout (UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`); `nil` for no section.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

extension UICollectionViewCompositionalLayout {
  /// Creates a layout whose every section is `section` (UIKit's `init(section:)`).
  ///
  /// - Parameter section: The section.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout whose every section is `section`, with a configuration (UIKit's
  /// `init(section:configuration:)`).
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - configuration: The configuration.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sections: CompositionalSections(fixed: section), configuration: configuration)
  }

  /// Creates a layout asking `sectionProvider` for each section (UIKit's
  /// `init(sectionProvider:)`). Compose asks for a section when its items are first laid out and
  /// again after ``invalidateLayout()`` or a new collection view size.
  ///
  /// - Parameter sectionProvider: Gives each section; `nil` lays it out with the default length.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout asking `sectionProvider` for each section, with a configuration (UIKit's
  /// `init(sectionProvider:configuration:)`).
  ///
  /// - Parameters:
  ///   - sectionProvider: Gives each section.
  ///   - configuration: The configuration.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(
      sections: CompositionalSections(provider: sectionProvider), configuration: configuration)
  }
}

/// A compositional layout's configuration (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`): the scrolling direction is modelled, the
/// rest is stored.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The direction the layout scrolls in (UIKit's `scrollDirection`); vertical by default.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// Inert (UIKit's `interSectionSpacing`): stored.
  open var interSectionSpacing: CGFloat = 0
  /// Inert (UIKit's `boundarySupplementaryItems`): stored.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// Creates a vertical configuration (UIKit's `init()`).
  public override init() {}
}

/// The sections of a compositional layout: one for all, or asked from a provider and kept per
/// section index until the layout is invalidated or the size changes (so the provider runs once
/// per section laid out, not once per item).
@preconcurrency @MainActor
final class CompositionalSections {
  private let fixed: NSCollectionLayoutSection?
  private let provider: UICollectionViewCompositionalLayoutSectionProvider?
  private var provided: [Int: NSCollectionLayoutSection?] = [:]
  private var providedSize: CGSize?

  init(fixed: NSCollectionLayoutSection) {
    self.fixed = fixed
    self.provider = nil
  }

  init(provider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.fixed = nil
    self.provider = provider
  }

  /// The section at `index` in a collection view of `size`.
  func section(at index: Int, size: CGSize) -> NSCollectionLayoutSection? {
    if let fixed { return fixed }
    guard let provider else { return nil }
    if providedSize != size {
      provided = [:]
      providedSize = size
    }
    if let known = provided[index] { return known }
    let section = provider(index, CollectionLayoutEnvironment(contentSize: size))
    provided[index] = section
    return section
  }

  /// Forgets the provided sections.
  func forget() {
    provided = [:]
  }
}
