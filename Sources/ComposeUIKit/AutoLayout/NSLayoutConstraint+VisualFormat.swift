import Foundation

extension NSLayoutConstraint {
  /// Options of a visual-format description (UIKit's `NSLayoutConstraint.FormatOptions`).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the views' left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the views' right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the views' top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the views' bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the views' leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the views' trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the views' horizontal centres.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the views' vertical centres.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Lay out from the leading edge (the default).
    public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
    /// Lay out from the left edge.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Lay out from the right edge.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
  }

  /// The constraints a visual-format string describes (UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`). Compose does not parse the
  /// visual format language: this returns no constraints, and the views keep the frames they
  /// were given, as they do for every constraint Compose does not solve (see
  /// ``NSLayoutConstraint``).
  ///
  /// - Parameters:
  ///   - format: The description, such as `"H:|-8-[label]-8-|"`.
  ///   - options: Ignored.
  ///   - metrics: Ignored.
  ///   - views: Ignored.
  /// - Returns: No constraints.
  public class func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    []
  }
}
