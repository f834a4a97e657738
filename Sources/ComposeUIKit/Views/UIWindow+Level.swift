import Foundation

extension UIWindow {
  /// A window's level (UIKit's `UIWindow.Level`): windows of a higher level are shown above
  /// those of a lower one. Compose stores it only.
  public struct Level: RawRepresentable, Hashable, Sendable {
    /// The level's value.
    public var rawValue: CGFloat

    /// A level of `rawValue`.
    ///
    /// - Parameter rawValue: The level's value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// An ordinary window's level (UIKit's `normal`, 0).
    public static let normal = Level(rawValue: 0)
    /// The status bar's level (UIKit's `statusBar`, 1000).
    public static let statusBar = Level(rawValue: 1000)
    /// An alert's level (UIKit's `alert`, 2000).
    public static let alert = Level(rawValue: 2000)

    /// The level `rhs` above `lhs` (UIKit's `+`, as in `.alert + 1`).
    ///
    /// - Parameters:
    ///   - lhs: A level.
    ///   - rhs: How far above it.
    /// - Returns: The level.
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }

    /// The level `rhs` below `lhs` (UIKit's `-`).
    ///
    /// - Parameters:
    ///   - lhs: A level.
    ///   - rhs: How far below it.
    /// - Returns: The level.
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
  }
}
