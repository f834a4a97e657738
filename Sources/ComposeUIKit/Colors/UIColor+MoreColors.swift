extension UIColor {
  /// Cyan (UIKit's `UIColor.cyan`). Inert.
  public static let cyan = UIColor(name: "cyan")
  /// Magenta (UIKit's `UIColor.magenta`). Inert.
  public static let magenta = UIColor(name: "magenta")
  /// Brown (UIKit's `UIColor.brown`). Inert.
  public static let brown = UIColor(name: "brown")
  /// The system's brown (UIKit's `UIColor.systemBrown`). Inert.
  public static let systemBrown = UIColor(name: "systemBrown")
  /// The system's cyan (UIKit's `UIColor.systemCyan`). Inert.
  public static let systemCyan = UIColor(name: "systemCyan")
  /// The system's mint (UIKit's `UIColor.systemMint`). Inert.
  public static let systemMint = UIColor(name: "systemMint")
  /// The system's second grey (UIKit's `UIColor.systemGray2`). Inert.
  public static let systemGray2 = UIColor(name: "systemGray2")
  /// The system's third grey (UIKit's `UIColor.systemGray3`). Inert.
  public static let systemGray3 = UIColor(name: "systemGray3")
  /// The system's fourth grey (UIKit's `UIColor.systemGray4`). Inert.
  public static let systemGray4 = UIColor(name: "systemGray4")
  /// The system's fifth grey (UIKit's `UIColor.systemGray5`). Inert.
  public static let systemGray5 = UIColor(name: "systemGray5")
  /// The system's sixth grey (UIKit's `UIColor.systemGray6`). Inert.
  public static let systemGray6 = UIColor(name: "systemGray6")
  /// The quaternary text colour (UIKit's `UIColor.quaternaryLabel`). Inert.
  public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
  /// The colour of placeholder text (UIKit's `UIColor.placeholderText`). Inert.
  public static let placeholderText = UIColor(name: "placeholderText")
  /// The colour of opaque separators (UIKit's `UIColor.opaqueSeparator`). Inert.
  public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
  /// The background of content layered on a grouped background (UIKit's `UIColor.secondarySystemGroupedBackground`). Inert.
  public static let secondarySystemGroupedBackground = UIColor(
    name: "secondarySystemGroupedBackground")
  /// The background of content layered on the secondary grouped background (UIKit's `UIColor.tertiarySystemGroupedBackground`). Inert.
  public static let tertiarySystemGroupedBackground = UIColor(
    name: "tertiarySystemGroupedBackground")
  /// The fill of thin and small shapes (UIKit's `UIColor.systemFill`). Inert.
  public static let systemFill = UIColor(name: "systemFill")
  /// The fill of medium-size shapes (UIKit's `UIColor.secondarySystemFill`). Inert.
  public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
  /// The fill of large shapes (UIKit's `UIColor.tertiarySystemFill`). Inert.
  public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
  /// The fill of large areas with complex content (UIKit's `UIColor.quaternarySystemFill`). Inert.
  public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
  /// Text on dark backgrounds (UIKit's `UIColor.lightText`). Inert.
  public static let lightText = UIColor(name: "lightText")
  /// Text on light backgrounds (UIKit's `UIColor.darkText`). Inert.
  public static let darkText = UIColor(name: "darkText")
}
