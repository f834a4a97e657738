import Compose
import Foundation

/// A colour (UIKit's `UIColor`). Inert: Compose does not draw; colours are values to store and
/// compare.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour's name when it is a named system colour, `nil` for a component colour.
  private let name: String?
  private let components: [Double]

  init(name: String) {
    self.name = name
    components = []
  }

  /// The same colour as `other`.
  init(copying other: UIColor) {
    name = other.name
    components = other.components
  }

  /// The red, green, blue and opacity components, `nil` for a named colour.
  var rgbaComponents: [CGFloat]? {
    components.count == 4 ? components.map { CGFloat($0) } : nil
  }

  /// A colour from red, green, blue and opacity components, each in `0...1`.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    name = nil
    components = [Double(red), Double(green), Double(blue), Double(alpha)]
  }

  /// The colour of a Core Graphics colour (UIKit's `init(cgColor:)`): the ``UIColor`` it was
  /// made from.
  ///
  /// - Parameter cgColor: The Core Graphics colour.
  public init(cgColor: CGColor) {
    name = cgColor.color.name
    components = cgColor.color.components
  }

  /// The colour named `name` in the app's asset catalog (UIKit's `init(named:)`). Always
  /// succeeds: Compose reads no catalog, the colour is its name.
  ///
  /// - Parameter name: The colour's name in the catalog.
  public convenience init?(named name: String) {
    self.init(name: "named(\(name))")
  }

  /// A colour in the Display P3 space (UIKit's `init(displayP3Red:green:blue:alpha:)`); kept as
  /// its components.
  ///
  /// - Parameters:
  ///   - displayP3Red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
  }

  /// A colour from hue, saturation, brightness and opacity, each in `0...1` (UIKit's
  /// `init(hue:saturation:brightness:alpha:)`), kept as its red, green and blue components.
  ///
  /// - Parameters:
  ///   - hue: The hue.
  ///   - saturation: The saturation.
  ///   - brightness: The brightness.
  ///   - alpha: The opacity.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let sector = (hue - hue.rounded(.down)) * 6
    let chroma = brightness * saturation
    let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (red, green, blue): (CGFloat, CGFloat, CGFloat)
    switch Int(sector) {
    case 0: (red, green, blue) = (chroma, second, 0)
    case 1: (red, green, blue) = (second, chroma, 0)
    case 2: (red, green, blue) = (0, chroma, second)
    case 3: (red, green, blue) = (0, second, chroma)
    case 4: (red, green, blue) = (second, 0, chroma)
    default: (red, green, blue) = (chroma, 0, second)
    }
    let base = brightness - chroma
    self.init(red: red + base, green: green + base, blue: blue + base, alpha: alpha)
  }

  /// A grey from a white level and an opacity, each in `0...1`.
  ///
  /// - Parameters:
  ///   - white: The white level.
  ///   - alpha: The opacity.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with another opacity.
  ///
  /// - Parameter alpha: The opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(name: "\(description).withAlpha(\(Double(alpha)))")
  }

  /// Whether two values are the same.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.name == rhs.name && lhs.components == rhs.components
  }

  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(components)
  }

  /// The colour's name, or its components.
  public var description: String {
    name ?? "rgba(\(components.map { "\($0)" }.joined(separator: ", ")))"
  }

  /// Black.
  public static let black = UIColor(name: "black")
  /// White.
  public static let white = UIColor(name: "white")
  /// Fully transparent.
  public static let clear = UIColor(name: "clear")
  /// Red.
  public static let red = UIColor(name: "red")
  /// Green.
  public static let green = UIColor(name: "green")
  /// Blue.
  public static let blue = UIColor(name: "blue")
  /// Grey.
  public static let gray = UIColor(name: "gray")
  /// Light grey.
  public static let lightGray = UIColor(name: "lightGray")
  /// Dark grey.
  public static let darkGray = UIColor(name: "darkGray")
  /// Yellow.
  public static let yellow = UIColor(name: "yellow")
  /// Orange.
  public static let orange = UIColor(name: "orange")
  /// Purple.
  public static let purple = UIColor(name: "purple")
  /// The system's blue.
  public static let systemBlue = UIColor(name: "systemBlue")
  /// The system's red.
  public static let systemRed = UIColor(name: "systemRed")
  /// The system's green.
  public static let systemGreen = UIColor(name: "systemGreen")
  /// The system's orange.
  public static let systemOrange = UIColor(name: "systemOrange")
  /// The system's yellow.
  public static let systemYellow = UIColor(name: "systemYellow")
  /// The system's pink.
  public static let systemPink = UIColor(name: "systemPink")
  /// The system's purple.
  public static let systemPurple = UIColor(name: "systemPurple")
  /// The system's teal.
  public static let systemTeal = UIColor(name: "systemTeal")
  /// The system's indigo.
  public static let systemIndigo = UIColor(name: "systemIndigo")
  /// The system's grey.
  public static let systemGray = UIColor(name: "systemGray")
  /// The background of the main interface.
  public static let systemBackground = UIColor(name: "systemBackground")
  /// The background of content layered on the main background.
  public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
  /// The background of content layered on the secondary background.
  public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
  /// The background of a grouped interface.
  public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
  /// The primary text colour.
  public static let label = UIColor(name: "label")
  /// The secondary text colour.
  public static let secondaryLabel = UIColor(name: "secondaryLabel")
  /// The tertiary text colour.
  public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
  /// The colour of separators.
  public static let separator = UIColor(name: "separator")
  /// The colour of links.
  public static let link = UIColor(name: "link")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The tint colour.
  public static let tintColor = UIColor(name: "tintColor")
}

extension UIColor: _ExpressibleByColorLiteral {
  /// A colour from a colour literal (`#colorLiteral(red:green:blue:alpha:)`), as UIKit's
  /// `UIColor` accepts.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

/// The type of a colour literal with no other type context, as UIKit declares it:
/// `let brand = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1)` is a ``UIColor``.
public typealias _ColorLiteralType = UIColor

extension UIColor {
  /// Makes the colour the fill and stroke colour of the current drawing (UIKit's `set()`). Does
  /// nothing: Compose draws nothing.
  public func set() {}

  /// Makes the colour the fill colour of the current drawing (UIKit's `setFill()`). Does
  /// nothing: Compose draws nothing.
  public func setFill() {}

  /// Makes the colour the stroke colour of the current drawing (UIKit's `setStroke()`). Does
  /// nothing: Compose draws nothing.
  public func setStroke() {}
}

extension UIColor {
  /// A colour that depends on the traits (UIKit's `init(dynamicProvider:)`): `dynamicProvider`
  /// is asked once, at creation, with the modelled iPhone's traits (light, see
  /// ``UITraitCollection``), and the colour is its answer. Traits never change in Compose, so
  /// the dark variant is never taken.
  ///
  /// - Parameter dynamicProvider: Gives the colour for a trait collection.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(copying: dynamicProvider(UITraitCollection(Traits())))
  }

  /// The colour for `traitCollection` (UIKit's `resolvedColor(with:)`): the colour itself, as
  /// a dynamic colour was resolved when made.
  ///
  /// - Parameter traitCollection: Ignored.
  /// - Returns: This colour.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}
