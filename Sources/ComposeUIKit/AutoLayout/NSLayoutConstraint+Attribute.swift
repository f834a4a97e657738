extension NSLayoutConstraint {
  /// The part of a view's frame a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
  public enum Attribute: Int, Hashable, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (the left one: Compose lays out left to right).
    case leading = 5
    /// The trailing edge (the right one).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// No attribute: the second attribute of a constant size.
    case notAnAttribute = 0
  }

  /// How the two sides of a constraint compare (UIKit's `NSLayoutConstraint.Relation`).
  public enum Relation: Int, Hashable, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }
}
