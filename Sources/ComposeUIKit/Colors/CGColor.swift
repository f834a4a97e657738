import Foundation

/// A Core Graphics colour (Core Graphics' `CGColor`), as layers take it: here a wrapper of the
/// ``UIColor`` it was made from. Inert: Compose draws nothing.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour this one was made from.
  let color: UIColor

  init(color: UIColor) {
    self.color = color
  }

  /// A colour from red, green, blue and opacity components, each in `0...1` (Core Graphics'
  /// `init(red:green:blue:alpha:)`).
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: UIColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Whether two colours are the same colour.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }

  /// Hashes the colour.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }

  /// The colour's description: its ``UIColor``'s.
  public var description: String { color.description }
}

extension UIColor {
  /// The colour as a Core Graphics colour, for layers (UIKit's `cgColor`).
  public var cgColor: CGColor { CGColor(color: self) }
}
