import Foundation

/// The style of a vibrancy effect (UIKit's `UIVibrancyEffectStyle`, with its raw values).
public enum UIVibrancyEffectStyle: Int, Hashable, Sendable {
  /// For text labels.
  case label = 0
  /// For secondary text.
  case secondaryLabel = 1
  /// For tertiary text.
  case tertiaryLabel = 2
  /// For quaternary text.
  case quaternaryLabel = 3
  /// For filled areas.
  case fill = 4
  /// For secondary filled areas.
  case secondaryFill = 5
  /// For tertiary filled areas.
  case tertiaryFill = 6
  /// For separators.
  case separator = 7
}

/// Vibrancy over a blur (UIKit's `UIVibrancyEffect`), for the content of a visual effect view
/// inside a blurred one. Inert: it changes only pixels.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is made for (UIKit keeps it privately).
  let blurEffect: UIBlurEffect
  /// The vibrancy's style, `nil` for the one of iOS 8's `init(blurEffect:)`.
  let style: UIVibrancyEffectStyle?

  /// Creates vibrancy for `blurEffect` (UIKit's `init(blurEffect:)`).
  ///
  /// - Parameter blurEffect: The blur of the visual effect view behind.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    self.style = nil
    super.init()
  }

  /// Creates vibrancy of `style` for `blurEffect` (UIKit's `init(blurEffect:style:)`).
  ///
  /// - Parameters:
  ///   - blurEffect: The blur of the visual effect view behind.
  ///   - style: The vibrancy's style.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}
