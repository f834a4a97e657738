import Foundation

/// What a background shows (UIKit's `UIBackgroundConfiguration`, iOS 14), for cells' and
/// buttons' backgrounds. Inert: stored, read back and resolved; Compose draws nothing, so the
/// list styles differ only in name, and ``updated(for:)`` returns the configuration unchanged.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
  /// A custom view shown as the background (UIKit's `customView`). Stored only: not placed.
  public var customView: UIView?
  /// The corner radius (UIKit's `cornerRadius`). Stored only.
  public var cornerRadius: CGFloat = 0
  /// The insets of the background from the view's edges (UIKit's `backgroundInsets`). Stored
  /// only.
  public var backgroundInsets = NSDirectionalEdgeInsets()
  /// The edges whose layout margins add to ``backgroundInsets`` (UIKit's
  /// `edgesAddingLayoutMarginsToBackgroundInsets`). Stored only.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  /// The background colour; `nil` stands for the view's tint colour (UIKit's
  /// `backgroundColor`).
  public var backgroundColor: UIColor?
  /// A transformer applied to the background colour when resolved (UIKit's
  /// `backgroundColorTransformer`).
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// An image shown in the background (UIKit's `image`, iOS 15). Stored only.
  public var image: UIImage?
  /// The stroke's colour; `nil` stands for the view's tint colour (UIKit's `strokeColor`).
  public var strokeColor: UIColor?
  /// A transformer applied to the stroke colour when resolved (UIKit's
  /// `strokeColorTransformer`).
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The stroke's width (UIKit's `strokeWidth`). Stored only.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke lies outside the background (UIKit's `strokeOutset`). Stored only.
  public var strokeOutset: CGFloat = 0

  /// The style the configuration was made with (UIKit keeps it privately too).
  let styleName: String

  private init(styleName: String) {
    self.styleName = styleName
  }

  /// A configuration with no default styling: a clear background (UIKit's `clear()`).
  ///
  /// - Returns: The configuration.
  public static func clear() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration(styleName: "clear")
    configuration.backgroundColor = .clear
    return configuration
  }

  /// The default background of a cell in a plain list (UIKit's `listPlainCell()`).
  ///
  /// - Returns: The configuration.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(styleName: "listPlainCell")
  }

  /// The default background of a header or footer in a plain list (UIKit's
  /// `listPlainHeaderFooter()`).
  ///
  /// - Returns: The configuration.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(styleName: "listPlainHeaderFooter")
  }

  /// The default background of a cell in a grouped list (UIKit's `listGroupedCell()`).
  ///
  /// - Returns: The configuration.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(styleName: "listGroupedCell")
  }

  /// The default background of a header or footer in a grouped list (UIKit's
  /// `listGroupedHeaderFooter()`).
  ///
  /// - Returns: The configuration.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(styleName: "listGroupedHeaderFooter")
  }

  /// The default background of a header in a sidebar (UIKit's `listSidebarHeader()`).
  ///
  /// - Returns: The configuration.
  public static func listSidebarHeader() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(styleName: "listSidebarHeader")
  }

  /// The default background of a cell in a sidebar (UIKit's `listSidebarCell()`).
  ///
  /// - Returns: The configuration.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(styleName: "listSidebarCell")
  }

  /// The default background of a cell in a sidebar beside other content (UIKit's
  /// `listAccompaniedSidebarCell()`).
  ///
  /// - Returns: The configuration.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(styleName: "listAccompaniedSidebarCell")
  }

  /// The background of a cell in any list (UIKit's `listCell()`, iOS 18).
  ///
  /// - Returns: The configuration.
  public static func listCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(styleName: "listCell")
  }

  /// The background of a header in any list (UIKit's `listHeader()`, iOS 18).
  ///
  /// - Returns: The configuration.
  public static func listHeader() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(styleName: "listHeader")
  }

  /// The background of a footer in any list (UIKit's `listFooter()`, iOS 18).
  ///
  /// - Returns: The configuration.
  public static func listFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(styleName: "listFooter")
  }

  /// The background colour as shown: ``backgroundColor``, or `tintColor` when it is `nil`, through
  /// ``backgroundColorTransformer`` (UIKit's `resolvedBackgroundColor(for:)`).
  ///
  /// - Parameter tintColor: The view's tint colour.
  /// - Returns: The resolved colour.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// The stroke colour as shown: ``strokeColor``, or `tintColor` when it is `nil`, through
  /// ``strokeColorTransformer`` (UIKit's `resolvedStrokeColor(for:)`).
  ///
  /// - Parameter tintColor: The view's tint colour.
  /// - Returns: The resolved colour.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }

  /// The configuration for `state` (UIKit's `updated(for:)`): unchanged, as Compose styles no
  /// states.
  ///
  /// - Parameter state: The view's state.
  /// - Returns: The configuration.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}
