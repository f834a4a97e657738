import Foundation

/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`). Inert wherever a view stores
/// them, except ``UIView/layoutMargins``, the insets of its `layoutMarginsGuide`.
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates insets (UIKit's `init(top:left:bottom:right:)`).
  ///
  /// - Parameters:
  ///   - top: The top inset.
  ///   - left: The left inset.
  ///   - bottom: The bottom inset.
  ///   - right: The right inset.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Zero insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Zero insets (UIKit's `UIEdgeInsets.zero`).
  public static let zero = UIEdgeInsets()
}
