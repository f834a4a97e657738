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
  /// The attributes of the title's text (UIKit's `titleTextAttributes`: font, colour, ...).
  /// Stored only.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the large title's text (UIKit's `largeTitleTextAttributes`). Stored only.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
