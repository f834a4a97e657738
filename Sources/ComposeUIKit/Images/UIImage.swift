/// An image (UIKit's `UIImage`). Inert: Compose loads and draws nothing; an image is its name.
public final class UIImage: Hashable, Sendable {
  /// The name the image was created with.
  public let name: String
  /// How the image is drawn (UIKit's `renderingMode`). Stored only.
  public let renderingMode: RenderingMode
  /// The symbol configuration (UIKit's `symbolConfiguration`). Stored only.
  public let symbolConfiguration: SymbolConfiguration?
  /// The colour given by ``withTintColor(_:renderingMode:)``. Stored only.
  let tint: UIColor?
  /// The size in points: zero for an image nothing was loaded for, the renderer's for a
  /// rendered one.
  let pointSize: CGSize
  /// The image's scale (UIKit's `scale`): 1 unless a renderer made it at another.
  public let scale: CGFloat

  init(
    name: String, renderingMode: RenderingMode, symbolConfiguration: SymbolConfiguration?,
    tint: UIColor?, size: CGSize = .zero, scale: CGFloat = 1
  ) {
    self.name = name
    self.renderingMode = renderingMode
    self.symbolConfiguration = symbolConfiguration
    self.tint = tint
    self.pointSize = size
    self.scale = scale
  }

  /// An image named `name` in the app's assets. Always succeeds: there is nothing to load.
  ///
  /// - Parameter name: The asset's name.
  public convenience init?(named name: String) {
    self.init(name: name, renderingMode: .automatic, symbolConfiguration: nil, tint: nil)
  }

  /// An image named `name` in `bundle` for `traitCollection` (UIKit's
  /// `init(named:in:compatibleWith:)`). Always succeeds, as ``init(named:)`` does: nothing is
  /// loaded, so the bundle and the traits are not read.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle, `nil` for the main one. Not read.
  ///   - traitCollection: The traits the variant is for. Not read.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(name: name, renderingMode: .automatic, symbolConfiguration: nil, tint: nil)
  }

  /// An image named `name` in `bundle` with `configuration` (UIKit's `init(named:in:with:)`,
  /// whose configuration type, `UIImage.Configuration`, is ``SymbolConfiguration`` here).
  /// Always succeeds; the configuration is kept as the image's ``symbolConfiguration``.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: The bundle, `nil` for the main one. Not read.
  ///   - configuration: The configuration, stored.
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?
  ) {
    self.init(
      name: name, renderingMode: .automatic, symbolConfiguration: configuration, tint: nil)
  }

  /// A system symbol image. Always succeeds.
  ///
  /// - Parameter name: The symbol's name.
  public convenience init?(systemName name: String) {
    self.init(name: name, renderingMode: .automatic, symbolConfiguration: nil, tint: nil)
  }

  /// An empty image.
  public convenience init() {
    self.init(name: "", renderingMode: .automatic, symbolConfiguration: nil, tint: nil)
  }

  /// Whether two values are the same.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }

  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
