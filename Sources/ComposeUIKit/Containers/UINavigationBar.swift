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
}
