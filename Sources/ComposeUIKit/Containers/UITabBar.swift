/// The bar of a tab bar controller (UIKit's `UITabBar`). Inert: nothing is drawn; its
/// properties are stored.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// Whether the bar is translucent. Stored only.
  open var isTranslucent = true
  /// The bar's background tint. Stored only.
  open var barTintColor: UIColor?
  /// The tint of unselected items. Stored only.
  open var unselectedItemTintColor: UIColor?
}
