import Foundation

/// A font (UIKit's `UIFont`). Inert: Compose draws no text, so a font is its name, size and
/// weight, kept for code that sets and reads them.
public final class UIFont: Hashable, Sendable {
  /// A font weight (UIKit's `UIFont.Weight`, with its raw values).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's value, from -1 (thinnest) to 1 (heaviest).
    public let rawValue: CGFloat
    /// Creates a weight.
    ///
    /// - Parameter rawValue: The weight's value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The ultra-light weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// The thin weight.
    public static let thin = Weight(rawValue: -0.6)
    /// The light weight.
    public static let light = Weight(rawValue: -0.4)
    /// The regular weight.
    public static let regular = Weight(rawValue: 0)
    /// The medium weight.
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold weight.
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight.
    public static let bold = Weight(rawValue: 0.4)
    /// The heavy weight.
    public static let heavy = Weight(rawValue: 0.56)
    /// The black weight.
    public static let black = Weight(rawValue: 0.62)
  }

  /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// Creates a text style.
    ///
    /// - Parameter rawValue: The style's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The large title style.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The first-level title style.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The second-level title style.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The third-level title style.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The headline style.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The subheadline style.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The body style.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The callout style.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The footnote style.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The primary caption style.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The secondary caption style.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The style's point size at the default content size category.
    var defaultPointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  /// The font's name.
  public let fontName: String
  /// The font's size in points.
  public let pointSize: CGFloat
  /// The font's weight (not a UIKit property; UIKit keeps it in the font descriptor).
  let weight: Weight

  init(fontName: String, pointSize: CGFloat, weight: Weight = .regular) {
    self.fontName = fontName
    self.pointSize = pointSize
    self.weight = weight
  }

  /// Creates the font named `fontName` (UIKit's `init?(name:size:)`). Compose has no font files,
  /// so every name is accepted.
  ///
  /// - Parameters:
  ///   - fontName: The font's name.
  ///   - fontSize: The size in points.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize)
  }

  /// The system font of `fontSize` points (UIKit's `systemFont(ofSize:)`).
  ///
  /// - Parameter fontSize: The size in points.
  /// - Returns: The font.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Regular", pointSize: fontSize)
  }

  /// The system font of `fontSize` points and `weight` (UIKit's `systemFont(ofSize:weight:)`).
  ///
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: The weight.
  /// - Returns: The font.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: ".SFUI", pointSize: fontSize, weight: weight)
  }

  /// The bold system font of `fontSize` points (UIKit's `boldSystemFont(ofSize:)`).
  ///
  /// - Parameter fontSize: The size in points.
  /// - Returns: The font.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Bold", pointSize: fontSize, weight: .bold)
  }

  /// The italic system font of `fontSize` points (UIKit's `italicSystemFont(ofSize:)`).
  ///
  /// - Parameter fontSize: The size in points.
  /// - Returns: The font.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Italic", pointSize: fontSize)
  }

  /// The system font for `style` at the default content size category (UIKit's
  /// `preferredFont(forTextStyle:)`; Compose has no content size categories).
  ///
  /// - Parameter style: The text style.
  /// - Returns: The font.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(
      fontName: ".SFUI-\(style.rawValue)", pointSize: style.defaultPointSize,
      weight: style == .headline ? .semibold : .regular)
  }

  /// The same font at `fontSize` points (UIKit's `withSize(_:)`).
  ///
  /// - Parameter fontSize: The new size in points.
  /// - Returns: The font.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
  }

  /// Whether two fonts have the same name, size and weight.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }

  /// Hashes the font's name and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }
}
