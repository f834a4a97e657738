import Foundation

/// Insets for each edge of a rectangle, leading and trailing following the layout direction
/// (UIKit's `NSDirectionalEdgeInsets`). Inert wherever Compose stores them.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the leading edge.
  public var leading: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the trailing edge.
  public var trailing: CGFloat

  /// Creates insets (UIKit's `init(top:leading:bottom:trailing:)`).
  ///
  /// - Parameters:
  ///   - top: The top inset.
  ///   - leading: The leading inset.
  ///   - bottom: The bottom inset.
  ///   - trailing: The trailing inset.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Zero insets (UIKit's `init()`).
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Zero insets (UIKit's `NSDirectionalEdgeInsets.zero`).
  public static let zero = NSDirectionalEdgeInsets()
}
