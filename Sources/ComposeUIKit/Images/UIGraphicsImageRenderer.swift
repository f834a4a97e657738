import Foundation

/// What an image renderer's images are like (UIKit's `UIGraphicsImageRendererFormat`). Stored
/// only, but for ``scale``, which the rendered images have.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
  /// Pixels per point of the images (UIKit's `scale`): the modelled screen's, 3, by default.
  open var scale: CGFloat = 3
  /// Whether the images have no alpha channel (UIKit's `opaque`). Stored only.
  open var opaque = false
  /// Whether the images may use extended colours (UIKit's `preferredRange`). Stored only.
  open var preferredRange: Range = .automatic

  /// The colour range of the images (UIKit's `UIGraphicsImageRendererFormat.Range`, with its
  /// raw values).
  public enum Range: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The device's range.
    case automatic = 0
    /// Extended range.
    case extended = 1
    /// Standard range.
    case standard = 2
  }

  /// A format for the modelled device (UIKit's `default()`): scale 3.
  ///
  /// - Returns: A new format.
  open class func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  /// A format with the modelled device's scale (UIKit's `preferred()`).
  ///
  /// - Returns: A new format.
  open class func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// The drawing environment an image renderer hands its actions (UIKit's
/// `UIGraphicsImageRendererContext`). Compose draws nothing: the drawing calls do nothing, and
/// there is no Core Graphics context (`cgContext`).
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
  /// The renderer's format (UIKit's `format`).
  public let format: UIGraphicsImageRendererFormat
  /// The size being drawn, in points.
  let size: CGSize

  init(format: UIGraphicsImageRendererFormat, size: CGSize) {
    self.format = format
    self.size = size
  }

  /// The image drawn so far (UIKit's `currentImage`): an inert image of the renderer's size and
  /// scale.
  open var currentImage: UIImage { renderedImage(size: size, scale: format.scale) }

  /// Fills `rect` with the current colour (UIKit's `fill(_:)`). Does nothing: nothing is drawn.
  ///
  /// - Parameter rect: The rectangle.
  open func fill(_ rect: CGRect) {}

  /// Outlines `rect` (UIKit's `stroke(_:)`). Does nothing: nothing is drawn.
  ///
  /// - Parameter rect: The rectangle.
  open func stroke(_ rect: CGRect) {}

  /// Clips the drawing to `rect` (UIKit's `clip(to:)`). Does nothing: nothing is drawn.
  ///
  /// - Parameter rect: The rectangle.
  open func clip(to rect: CGRect) {}
}

/// A renderer of images (UIKit's `UIGraphicsImageRenderer`). Compose draws nothing: the actions
/// run at once, with the renderer's context current for `UIGraphicsGetImageFromCurrentImageContext()`
/// on the calling thread, and the image is inert (no pixels: `pngData()` is `nil`), of the
/// renderer's size in points and of the format's scale. Not main-actor bound, as in UIKit.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
  /// The closure that draws an image (UIKit's `UIGraphicsImageRenderer.DrawingActions`).
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  /// The renderer's format (UIKit's `format`).
  public let format: UIGraphicsImageRendererFormat
  /// The bounds drawn into, in points.
  let bounds: CGRect

  /// A renderer of images of `size` (UIKit's `init(size:)`), in the default format.
  ///
  /// - Parameter size: The images' size in points.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// A renderer of images of `size` in `format` (UIKit's `init(size:format:)`).
  ///
  /// - Parameters:
  ///   - size: The images' size in points.
  ///   - format: The format.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.bounds = CGRect(origin: .zero, size: size)
    self.format = format
  }

  /// A renderer of images of `bounds`' size (UIKit's `init(bounds:)`), in the default format.
  ///
  /// - Parameter bounds: The bounds drawn into.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// A renderer of images of `bounds`' size in `format` (UIKit's `init(bounds:format:)`).
  ///
  /// - Parameters:
  ///   - bounds: The bounds drawn into.
  ///   - format: The format.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// Runs `actions` and returns the image they drew (UIKit's `image(actions:)`): an inert image
  /// of the renderer's size and the format's scale. While the actions run, the renderer's
  /// context is the calling thread's current image context.
  ///
  /// - Parameter actions: The drawing.
  /// - Returns: The image.
  open func image(actions: DrawingActions) -> UIImage {
    draw(actions)
    return renderedImage(size: bounds.size, scale: format.scale)
  }

  /// Runs `actions` and returns the image as PNG (UIKit's `pngData(actions:)`): empty data, as
  /// Compose has no pixels.
  ///
  /// - Parameter actions: The drawing.
  /// - Returns: Empty data.
  open func pngData(actions: DrawingActions) -> Data {
    draw(actions)
    return Data()
  }

  /// Runs `actions` and returns the image as JPEG (UIKit's
  /// `jpegData(withCompressionQuality:actions:)`): empty data, as Compose has no pixels.
  ///
  /// - Parameters:
  ///   - compressionQuality: Ignored.
  ///   - actions: The drawing.
  /// - Returns: Empty data.
  open func jpegData(
    withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions
  ) -> Data {
    draw(actions)
    return Data()
  }

  /// Runs `actions` with the renderer's context pushed on the thread's context stack.
  private func draw(_ actions: DrawingActions) {
    let stack = ImageContextStack.current
    let depth = stack.contexts.count
    stack.contexts.append((bounds.size, format.scale))
    // Contexts the actions began and did not end go with the renderer's.
    defer { if stack.contexts.count > depth { stack.contexts.removeSubrange(depth...) } }
    actions(UIGraphicsImageRendererContext(format: format, size: bounds.size))
  }
}

/// An inert image of `size` points at `scale`, as a renderer or an image context gives.
func renderedImage(size: CGSize, scale: CGFloat) -> UIImage {
  UIImage(
    name: "rendered \(size.width)x\(size.height)", renderingMode: .automatic,
    symbolConfiguration: nil, tint: nil, size: size, scale: scale)
}
