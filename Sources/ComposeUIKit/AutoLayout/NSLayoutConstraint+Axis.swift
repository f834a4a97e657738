extension NSLayoutConstraint {
  /// An axis of layout (UIKit's `NSLayoutConstraint.Axis`), used by ``UIStackView/axis``.
  public enum Axis: Int, Hashable, Sendable {
    /// The horizontal axis.
    case horizontal = 0
    /// The vertical axis.
    case vertical = 1
  }
}
