/// A width and a height, like `CGSize`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are both zero.
  public static let zero = Size(width: 0, height: 0)

  /// `WxH`, for example `320x44`.
  public var description: String { "\(width.compactDescription)x\(height.compactDescription)" }
}
