import Foundation

/// What an accessibility element is (UIKit's `UIAccessibilityTraits`, with its bits). Stored
/// only.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt64

  /// Creates traits from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Static text.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// A header.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// Not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Adjustable.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}
