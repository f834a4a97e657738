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
}
