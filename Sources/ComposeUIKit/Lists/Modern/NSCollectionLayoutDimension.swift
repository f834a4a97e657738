import Foundation

/// One dimension of a compositional layout's item, group or supplementary item (UIKit's
/// `NSCollectionLayoutDimension`): absolute, estimated, or a fraction of the container's width
/// or height.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
  /// The kind of dimension.
  enum Kind {
    case absolute, estimated, fractionalWidth, fractionalHeight
  }

  let kind: Kind
  /// The points (absolute, estimated) or the fraction (fractional) (UIKit's `dimension`).
  public let dimension: CGFloat

  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A dimension of `fractionalWidth` times the container's width (UIKit's
  /// `fractionalWidth(_:)`).
  ///
  /// - Parameter fractionalWidth: The fraction.
  /// - Returns: The dimension.
  public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A dimension of `fractionalHeight` times the container's height (UIKit's
  /// `fractionalHeight(_:)`).
  ///
  /// - Parameter fractionalHeight: The fraction.
  /// - Returns: The dimension.
  public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A dimension of `absoluteDimension` points (UIKit's `absolute(_:)`).
  ///
  /// - Parameter absoluteDimension: The points.
  /// - Returns: The dimension.
  public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// A dimension estimated at `estimatedDimension` points (UIKit's `estimated(_:)`). Compose
  /// does not size items to their content: the estimate is the dimension.
  ///
  /// - Parameter estimatedDimension: The estimated points.
  /// - Returns: The dimension.
  public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width (UIKit's
  /// `isFractionalWidth`).
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height (UIKit's
  /// `isFractionalHeight`).
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is absolute (UIKit's `isAbsolute`).
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is estimated (UIKit's `isEstimated`).
  public var isEstimated: Bool { kind == .estimated }

  /// The points of this dimension in a container of `container` size; `nil` for a value that
  /// is not finite or is negative.
  func resolved(in container: CGSize) -> CGFloat? {
    let value: CGFloat
    switch kind {
    case .absolute, .estimated: value = dimension
    case .fractionalWidth: value = dimension * container.width
    case .fractionalHeight: value = dimension * container.height
    }
    return value.isFinite && value >= 0 ? value : nil
  }
}

/// The width and height of a compositional layout's item, group or supplementary item (UIKit's
/// `NSCollectionLayoutSize`).
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
  /// The width (UIKit's `widthDimension`).
  public let widthDimension: NSCollectionLayoutDimension
  /// The height (UIKit's `heightDimension`).
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size (UIKit's `init(widthDimension:heightDimension:)`).
  ///
  /// - Parameters:
  ///   - widthDimension: The width.
  ///   - heightDimension: The height.
  public init(
    widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension
  ) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  /// The size in points in a container of `container` size (zero for a dimension that cannot be
  /// resolved).
  func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container) ?? 0,
      height: heightDimension.resolved(in: container) ?? 0)
  }
}
