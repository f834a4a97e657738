import Foundation

/// The bar of a navigation controller (UIKit's `UINavigationBar`). Inert: nothing is drawn;
/// its properties are stored.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether titles are large. Stored only.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent. Stored only.
  open var isTranslucent = true
  /// The bar's background tint. Stored only.
  open var barTintColor: UIColor?
  /// The bar's standard appearance (UIKit's `standardAppearance`). Stored only.
  open var standardAppearance = UINavigationBarAppearance()
  /// The appearance with content scrolled to the edge; `nil` uses ``standardAppearance``.
  /// Stored only.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The appearance in compact height. Stored only.
  open var compactAppearance: UINavigationBarAppearance?
  /// The title's text attributes. Stored only.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes. Stored only.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The line under the bar (UIKit's `shadowImage`). Stored only.
  open var shadowImage: UIImage?
  /// The background images set per bar metrics.
  var backgroundImages: [UIBarMetrics: UIImage] = [:]

  /// Sets the background image for `barMetrics` (UIKit's `setBackgroundImage(_:for:)`). Stored
  /// only.
  ///
  /// - Parameters:
  ///   - backgroundImage: The image; `nil` removes it.
  ///   - barMetrics: The bar metrics.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics] = backgroundImage
  }

  /// The background image set for `barMetrics` (UIKit's `backgroundImage(for:)`).
  ///
  /// - Parameter barMetrics: The bar metrics.
  /// - Returns: The image, or `nil`.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics]
  }
}
