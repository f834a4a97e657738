import Foundation

/// A function from one colour to another that a configuration applies to a colour it resolves
/// (UIKit's `UIConfigurationColorTransformer`, iOS 14).
public struct UIConfigurationColorTransformer {
  /// The function.
  public let transform: (UIColor) -> UIColor

  /// Creates a transformer (UIKit's `init(_:)`).
  ///
  /// - Parameter transform: The function.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// Applies the transformer (UIKit's `callAsFunction(_:)`).
  ///
  /// - Parameter input: The colour.
  /// - Returns: The transformed colour.
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
}
