/// A location in a two-dimensional coordinate space, like `CGPoint`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point whose coordinates are both zero.
  public static let zero = Point(x: 0, y: 0)

  /// `(x, y)` with integral values printed without a fractional part.
  public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Double {
  /// `3` for 3.0, `2.5` for 2.5: geometry prints the way a reader writes it.
  var compactDescription: String {
    if self.rounded() == self, abs(self) < 1e15 { return String(Int64(self)) }
    return String(self)
  }
}
