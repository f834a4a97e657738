import Foundation

/// The priority of a constraint (UIKit's `UILayoutPriority`). Stored only.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority, from 1 to 1000.
  public var rawValue: Float

  /// Creates a priority.
  ///
  /// - Parameter rawValue: The priority.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority.
  ///
  /// - Parameter rawValue: The priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint.
  public static let required = UILayoutPriority(1000)
  /// The priority of a button's content hugging.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of content compression resistance.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority of fitting the smallest size.
  public static let fittingSizeLevel = UILayoutPriority(50)
}
