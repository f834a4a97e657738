import Foundation

extension UIImage {
  /// How an image is drawn: in its own colours or as a template tinted by its view (UIKit's
  /// `UIImage.RenderingMode`, with its raw values). Stored only.
  public enum RenderingMode: Int, Hashable, Sendable {
    /// The context's default.
    case automatic = 0
    /// In the image's own colours.
    case alwaysOriginal = 1
    /// As a template, in the tint colour.
    case alwaysTemplate = 2
  }

  /// The size and weight of a symbol image (UIKit's `UIImage.SymbolConfiguration`). Stored only.
  public struct SymbolConfiguration: Hashable, Sendable {
    /// A symbol's weight (UIKit's `UIImage.SymbolWeight`).
    public enum Weight: Int, Hashable, Sendable {
      /// Unspecified.
      case unspecified = 0
      /// Ultralight.
      case ultraLight = 1
      /// Thin.
      case thin = 2
      /// Light.
      case light = 3
      /// Regular.
      case regular = 4
      /// Medium.
      case medium = 5
      /// Semibold.
      case semibold = 6
      /// Bold.
      case bold = 7
      /// Heavy.
      case heavy = 8
      /// Black.
      case black = 9
    }

    /// A symbol's scale next to text (UIKit's `UIImage.SymbolScale`).
    public enum Scale: Int, Hashable, Sendable {
      /// The default.
      case `default` = -1
      /// Unspecified.
      case unspecified = 0
      /// Small.
      case small = 1
      /// Medium.
      case medium = 2
      /// Large.
      case large = 3
    }

    /// The point size, or `nil` when not given.
    public private(set) var pointSize: CGFloat?
    /// The weight, or `nil` when not given.
    public private(set) var weight: Weight?
    /// The scale, or `nil` when not given.
    public private(set) var scale: Scale?
    /// The text style, or `nil` when not given.
    public private(set) var textStyle: UIFont.TextStyle?

    /// A configuration of a point size (UIKit's `init(pointSize:)`).
    ///
    /// - Parameter pointSize: The point size.
    public init(pointSize: CGFloat) { self.pointSize = pointSize }

    /// A configuration of a point size and a weight (UIKit's `init(pointSize:weight:)`).
    ///
    /// - Parameters:
    ///   - pointSize: The point size.
    ///   - weight: The weight.
    public init(pointSize: CGFloat, weight: Weight) {
      self.pointSize = pointSize
      self.weight = weight
    }

    /// A configuration of a point size, a weight and a scale (UIKit's
    /// `init(pointSize:weight:scale:)`).
    ///
    /// - Parameters:
    ///   - pointSize: The point size.
    ///   - weight: The weight.
    ///   - scale: The scale.
    public init(pointSize: CGFloat, weight: Weight, scale: Scale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    /// A configuration of a weight (UIKit's `init(weight:)`).
    ///
    /// - Parameter weight: The weight.
    public init(weight: Weight) { self.weight = weight }

    /// A configuration of a scale (UIKit's `init(scale:)`).
    ///
    /// - Parameter scale: The scale.
    public init(scale: Scale) { self.scale = scale }

    /// A configuration of a text style (UIKit's `init(textStyle:)`).
    ///
    /// - Parameter textStyle: The text style.
    public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// A configuration of a text style and a scale (UIKit's `init(textStyle:scale:)`).
    ///
    /// - Parameters:
    ///   - textStyle: The text style.
    ///   - scale: The scale.
    public init(textStyle: UIFont.TextStyle, scale: Scale) {
      self.textStyle = textStyle
      self.scale = scale
    }

    /// A configuration of a font (UIKit's `init(font:)`): its point size.
    ///
    /// - Parameter font: The font.
    public init(font: UIFont) { self.pointSize = font.pointSize }

    /// This configuration with what `other` gives replacing what this one gives (UIKit's
    /// `applying(_:)`).
    ///
    /// - Parameter other: The configuration applied on top.
    /// - Returns: The combination.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      var combined = self
      combined.pointSize = other.pointSize ?? pointSize
      combined.weight = other.weight ?? weight
      combined.scale = other.scale ?? scale
      combined.textStyle = other.textStyle ?? textStyle
      return combined
    }
  }

  /// A system symbol with a configuration (UIKit's `init(systemName:withConfiguration:)`).
  ///
  /// - Parameters:
  ///   - name: The symbol's name.
  ///   - configuration: The configuration.
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    self.init(name: name, renderingMode: .automatic, symbolConfiguration: configuration, tint: nil)
  }

  /// The same image with `configuration` (UIKit's `withConfiguration(_:)`).
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: A new image.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    UIImage(
      name: name, renderingMode: renderingMode, symbolConfiguration: configuration, tint: tint,
      size: pointSize,
      scale: scale)
  }

  /// The same image with `configuration` applied over its own (UIKit's
  /// `applyingSymbolConfiguration(_:)`).
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: A new image.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    let combined = symbolConfiguration?.applying(configuration) ?? configuration
    return UIImage(
      name: name, renderingMode: renderingMode, symbolConfiguration: combined, tint: tint,
      size: pointSize,
      scale: scale)
  }

  /// The same image drawn in `renderingMode` (UIKit's `withRenderingMode(_:)`).
  ///
  /// - Parameter renderingMode: The rendering mode.
  /// - Returns: A new image.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      name: name, renderingMode: renderingMode, symbolConfiguration: symbolConfiguration,
      tint: tint, size: pointSize, scale: scale)
  }

  /// The same image tinted with `color` (UIKit's `withTintColor(_:)`), in the same rendering
  /// mode, as Apple documents.
  ///
  /// - Parameter color: The colour.
  /// - Returns: A new image.
  public func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: renderingMode)
  }

  /// The same image tinted with `color`, drawn in `renderingMode` (UIKit's
  /// `withTintColor(_:renderingMode:)`).
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - renderingMode: The rendering mode.
  /// - Returns: A new image.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(
      name: name, renderingMode: renderingMode, symbolConfiguration: symbolConfiguration,
      tint: color, size: pointSize, scale: scale)
  }
}

extension UIImage {
  /// An image decoded from `data` (UIKit's `init(data:)`). Always succeeds: Compose decodes
  /// nothing; the image is named after the data's size.
  ///
  /// - Parameter data: The encoded image.
  public convenience init?(data: Data) {
    self.init(
      name: "data(\(data.count) bytes)", renderingMode: .automatic, symbolConfiguration: nil,
      tint: nil)
  }

  /// An image decoded from `data` at `scale` (UIKit's `init(data:scale:)`); see
  /// ``init(data:)``.
  ///
  /// - Parameters:
  ///   - data: The encoded image.
  ///   - scale: Ignored.
  public convenience init?(data: Data, scale: CGFloat) {
    self.init(data: data)
  }

  /// An image read from a file (UIKit's `init(contentsOfFile:)`): `nil` when there is no file at
  /// `path`, else the image named after the path (nothing is decoded).
  ///
  /// - Parameter path: The file's path.
  public convenience init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    self.init(name: path, renderingMode: .automatic, symbolConfiguration: nil, tint: nil)
  }

  /// The image encoded as PNG (UIKit's `pngData()`): `nil`, as Compose has no pixels.
  ///
  /// - Returns: `nil`.
  public func pngData() -> Data? { nil }

  /// The image encoded as JPEG (UIKit's `jpegData(compressionQuality:)`): `nil`, as Compose has
  /// no pixels.
  ///
  /// - Parameter compressionQuality: Ignored.
  /// - Returns: `nil`.
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

  /// The image's size in points (UIKit's `size`): zero for an image from a name, a file or data,
  /// as nothing is loaded; a rendered image (``UIGraphicsImageRenderer``,
  /// `UIGraphicsGetImageFromCurrentImageContext()`) has its context's size.
  public var size: CGSize { pointSize }
}

extension UIImage: _ExpressibleByImageLiteral {
  /// An image from an image literal, `#imageLiteral(resourceName:)` (UIKit's
  /// `init(imageLiteralResourceName:)`): the image named `path`.
  ///
  /// - Parameter path: The asset's name.
  public convenience init(imageLiteralResourceName path: String) {
    self.init(name: path, renderingMode: .automatic, symbolConfiguration: nil, tint: nil)
  }
}

/// The type of an image literal, `#imageLiteral(resourceName:)`, without a contextual type:
/// ``UIImage``, as in UIKit.
public typealias _ImageLiteralType = UIImage
