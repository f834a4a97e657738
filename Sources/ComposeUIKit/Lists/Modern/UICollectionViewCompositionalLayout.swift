import Compose
import Foundation

/// A layout built from sections (UIKit's `UICollectionViewCompositionalLayout`). The list layout
/// of ``list(using:)`` has one item per row, full width, 44 points high (UIKit's estimate for a
/// list cell). A layout of ``NSCollectionLayoutSection``s (``init(section:)``,
/// ``init(sectionProvider:)``) lays each section's cells one per line, each as long as its
/// group's share (see ``NSCollectionLayoutGroup``), so that as many cells are visible as in
/// UIKit; spacing, insets, orthogonal scrolling and supplementary items are stored only.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The list configuration, for a list layout.
  public let listConfiguration: UICollectionLayoutListConfiguration?
  /// Where the sections come from, for a layout of sections.
  let sections: CompositionalSections?
  /// The layout's configuration (UIKit's `configuration`): its scrolling direction is modelled,
  /// the rest is stored.
  open var configuration = UICollectionViewCompositionalLayoutConfiguration() {
    didSet { collectionView?.scrollDirectionDidChange() }
  }

  init(listConfiguration: UICollectionLayoutListConfiguration?) {
    self.listConfiguration = listConfiguration
    self.sections = nil
    super.init()
  }

  init(
    sections: CompositionalSections, configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.listConfiguration = nil
    self.sections = sections
    self.configuration = configuration
    super.init()
  }

  /// Creates a layout from an archive. Compose reads no archives: returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A list layout (UIKit's `list(using:)`, iOS 14): rows the width of the collection view.
  ///
  /// - Parameter configuration: The list's appearance.
  /// - Returns: The layout.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(listConfiguration: configuration)
  }

  override var itemLength: CGFloat { 44 }

  override var scrollAxis: ListView.Axis {
    configuration.scrollDirection == .horizontal ? .horizontal : .vertical
  }

  override var hasSectionLengths: Bool { sections != nil }

  override func cellLength(inSection section: Int, collectionViewSize size: CGSize) -> CGFloat? {
    guard let sections, section >= 0 else { return nil }
    return sections.section(at: section, size: size)?.cellLength(
      alongVertical: scrollAxis == .vertical, in: size)
  }

  /// Forgets the sections a provider gave, then lays out again (UIKit's `invalidateLayout()`).
  open override func invalidateLayout() {
    sections?.forget()
    super.invalidateLayout()
  }
}

/// A list layout's configuration (UIKit's `UICollectionLayoutListConfiguration`). Stored only.
public struct UICollectionLayoutListConfiguration {
  /// A list's look (UIKit's `Appearance`).
  public enum Appearance: Int, Sendable {
    /// Plain rows.
    case plain
    /// Grouped sections.
    case grouped
    /// Grouped sections inset from the edges.
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A plain sidebar.
    case sidebarPlain
  }

  /// How sections show headers (UIKit's `HeaderMode`).
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none
    /// A supplementary header.
    case supplementary
    /// The first item is the header.
    case firstItemInSection
  }

  /// How sections show footers (UIKit's `FooterMode`).
  public enum FooterMode: Int, Sendable {
    /// No footer.
    case none
    /// A supplementary footer.
    case supplementary
  }

  /// The look.
  public var appearance: Appearance
  /// Whether rows show separators. Stored only.
  public var showsSeparators = true
  /// The list's background colour. Stored only.
  public var backgroundColor: UIColor?
  /// The headers. Stored only.
  public var headerMode: HeaderMode = .none
  /// The footers. Stored only.
  public var footerMode: FooterMode = .none
  /// Returns the swipe actions of a row (UIKit's `SwipeActionsConfigurationProvider`).
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
  /// The actions a swipe from the leading edge shows (UIKit's
  /// `leadingSwipeActionsConfigurationProvider`). Stored only: never asked, nothing swipes a
  /// collection view's rows.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe from the trailing edge shows (UIKit's
  /// `trailingSwipeActionsConfigurationProvider`). Stored only, as the leading ones.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Creates a configuration (UIKit's `init(appearance:)`).
  ///
  /// - Parameter appearance: The look.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
