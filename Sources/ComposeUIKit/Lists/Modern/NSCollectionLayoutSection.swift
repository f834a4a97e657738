import Foundation

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeats
/// along the scrolling direction for the section's items. Insets, spacing, orthogonal scrolling
/// and boundary supplementary items are stored (inert): an orthogonally scrolling section's
/// items follow each other along the collection view's own direction.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// The group that repeats for the items (UIKit's init parameter `group`).
  let group: NSCollectionLayoutGroup
  /// Inert (UIKit's `contentInsets`): stored.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Inert (UIKit's `interGroupSpacing`): stored.
  open var interGroupSpacing: CGFloat = 0
  /// Inert (UIKit's `orthogonalScrollingBehavior`): stored.
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Inert (UIKit's `boundarySupplementaryItems`): stored; Compose shows no supplementary views.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Inert (UIKit's `supplementariesFollowContentInsets`): stored.
  open var supplementariesFollowContentInsets = true
  /// The configuration of a list section made by ``list(using:layoutEnvironment:)``; stored.
  public internal(set) var listConfiguration: UICollectionLayoutListConfiguration?

  /// Creates a section repeating `group` (UIKit's `init(group:)`).
  ///
  /// - Parameter group: The group.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// The length of each cell along `axis` in a collection view of `container` size: the group's
  /// length shared equally by the cells it holds; `nil` when the group's length cannot be
  /// resolved (a fraction of a zero size).
  func cellLength(alongVertical vertical: Bool, in container: CGSize) -> CGFloat? {
    let size = group.layoutSize.resolved(in: container)
    let length = vertical ? size.height : size.width
    guard length > 0 else { return nil }
    return length / CGFloat(group.cellCount(in: container))
  }
}

/// How a compositional section scrolls across the layout's direction (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Inert: stored.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// No orthogonal scrolling.
  case none
  /// Continuous scrolling.
  case continuous
  /// Continuous, stopping at a group's leading edge.
  case continuousGroupLeadingBoundary
  /// Paging by the collection view's width.
  case paging
  /// Paging by group.
  case groupPaging
  /// Paging by group, centred.
  case groupPagingCentered
}

/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
  /// No alignment.
  case none
  /// The top edge.
  case top
  /// The top leading corner.
  case topLeading
  /// The leading edge.
  case leading
  /// The bottom leading corner.
  case bottomLeading
  /// The bottom edge.
  case bottom
  /// The bottom trailing corner.
  case bottomTrailing
  /// The trailing edge.
  case trailing
  /// The top trailing corner.
  case topTrailing
}

/// A view attached to an item or group (UIKit's `NSCollectionLayoutSupplementaryItem`). Inert:
/// stored.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The element kind the data source is asked for (UIKit's `elementKind`).
  public let elementKind: String
  /// Inert (UIKit's `zIndex`).
  open var zIndex = 0

  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// A header or footer of a section or layout (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`). Inert: stored; Compose shows no
/// supplementary views.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge it sits on (UIKit's `alignment`).
  public let alignment: NSRectAlignment
  /// Inert (UIKit's `offset`).
  public let offset: CGPoint
  /// Inert (UIKit's `pinToVisibleBounds`).
  open var pinToVisibleBounds = false
  /// Inert (UIKit's `extendsBoundary`).
  open var extendsBoundary = true

  /// Creates a header or footer (UIKit's `init(layoutSize:elementKind:alignment:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - elementKind: The element kind the data source is asked for.
  ///   - alignment: The edge it sits on.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// Creates a header or footer at an offset (UIKit's
  /// `init(layoutSize:elementKind:alignment:absoluteOffset:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: Its size.
  ///   - elementKind: The element kind the data source is asked for.
  ///   - alignment: The edge it sits on.
  ///   - absoluteOffset: The offset from that edge.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}
