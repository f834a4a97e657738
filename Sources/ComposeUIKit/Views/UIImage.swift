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

  init(
    name: String, renderingMode: RenderingMode, symbolConfiguration: SymbolConfiguration?,
    tint: UIColor?
  ) {
    self.name = name
    self.renderingMode = renderingMode
    self.symbolConfiguration = symbolConfiguration
    self.tint = tint
  }

  /// An image named `name` in the app's assets. Always succeeds: there is nothing to load.
  ///
  /// - Parameter name: The asset's name.
  public convenience init?(named name: String) {
    self.init(name: name, renderingMode: .automatic, symbolConfiguration: nil, tint: nil)
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
