/// An image (UIKit's `UIImage`). Inert: Compose loads and draws nothing; an image is its name.
public final class UIImage: Hashable, Sendable {
  /// The name the image was created with.
  public let name: String

  /// An image named `name` in the app's assets. Always succeeds: there is nothing to load.
  ///
  /// - Parameter name: The asset's name.
  public init?(named name: String) {
    self.name = name
  }

  /// A system symbol image. Always succeeds.
  ///
  /// - Parameter name: The symbol's name.
  public init?(systemName name: String) {
    self.name = name
  }

  /// An empty image.
  public init() {
    name = ""
  }

  /// Whether two values are the same.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }

  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
