/// A rectangle given by its origin and size, like `CGRect`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The extent from the origin.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and extents.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The smallest horizontal coordinate.
  public var minX: Double { origin.x }
  /// The smallest vertical coordinate.
  public var minY: Double { origin.y }
  /// The largest horizontal coordinate.
  public var maxX: Double { origin.x + size.width }
  /// The largest vertical coordinate.
  public var maxY: Double { origin.y + size.height }

  /// Whether the two rectangles overlap in an area larger than zero.
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// `(x, y, WxH)`, for example `(0, 44, 320x44)`.
  public var description: String {
    "(\(origin.x.compactDescription), \(origin.y.compactDescription), \(size))"
  }
}
