import Foundation

/// One cell's place in a compositional layout (UIKit's `NSCollectionLayoutItem`): its size
/// relative to its group. Insets and spacing are stored (inert).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The item's size, relative to its group (UIKit's `layoutSize`).
  public let layoutSize: NSCollectionLayoutSize
  /// Inert (UIKit's `supplementaryItems`): stored.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// Inert (UIKit's `contentInsets`): stored, the item keeps its size.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Inert (UIKit's `edgeSpacing`): stored.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// Creates an item of `layoutSize` (UIKit's `init(layoutSize:)`).
  ///
  /// - Parameter layoutSize: The item's size, relative to its group.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Creates an item with supplementary items (UIKit's `init(layoutSize:supplementaryItems:)`).
  ///
  /// - Parameters:
  ///   - layoutSize: The item's size, relative to its group.
  ///   - supplementaryItems: Views attached to the item (stored).
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }

  /// The number of cells one placement of this item holds: one (a group holds more).
  func cellCount(in container: CGSize) -> Int { 1 }
}

/// The spacing around an item (UIKit's `NSCollectionLayoutEdgeSpacing`). Inert: stored.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
  /// The leading spacing (UIKit's `leading`).
  public let leading: NSCollectionLayoutSpacing?
  /// The top spacing (UIKit's `top`).
  public let top: NSCollectionLayoutSpacing?
  /// The trailing spacing (UIKit's `trailing`).
  public let trailing: NSCollectionLayoutSpacing?
  /// The bottom spacing (UIKit's `bottom`).
  public let bottom: NSCollectionLayoutSpacing?

  /// Creates edge spacing (UIKit's `init(leading:top:trailing:bottom:)`).
  ///
  /// - Parameters:
  ///   - leading: The leading spacing.
  ///   - top: The top spacing.
  ///   - trailing: The trailing spacing.
  ///   - bottom: The bottom spacing.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// Spacing between items (UIKit's `NSCollectionLayoutSpacing`). Inert: stored.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  /// The points of spacing (UIKit's `spacing`).
  public let spacing: CGFloat
  /// Whether the spacing may grow (UIKit's `isFlexibleSpacing`).
  public let isFlexibleSpacing: Bool

  init(spacing: CGFloat, isFlexibleSpacing: Bool) {
    self.spacing = spacing
    self.isFlexibleSpacing = isFlexibleSpacing
  }

  /// Fixed spacing (UIKit's `fixed(_:)`).
  ///
  /// - Parameter fixedSpacing: The points.
  /// - Returns: The spacing.
  public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false)
  }

  /// Spacing that may grow (UIKit's `flexible(_:)`).
  ///
  /// - Parameter flexibleSpacing: The smallest points.
  /// - Returns: The spacing.
  public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true)
  }
}
