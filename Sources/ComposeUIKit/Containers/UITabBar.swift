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
  /// The bar's standard appearance (UIKit's `standardAppearance`). Stored only.
  open var standardAppearance = UITabBarAppearance()
  /// The appearance with content scrolled to the edge (UIKit's `scrollEdgeAppearance`). Stored
  /// only.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// The tab bar controller whose bar this is; weak.
  weak var tabBarController: UITabBarController?
  /// Storage of ``items`` and ``selectedItem`` for a bar no tab bar controller manages.
  private var ownItems: [UITabBarItem]?
  private weak var ownSelectedItem: UITabBarItem?
  private weak var ownDelegate: (any UITabBarDelegate)?

  /// The items (UIKit's `items`): for a tab bar controller's bar, the `tabBarItem` of each of
  /// its view controllers; setting them there does nothing, where UIKit raises.
  open var items: [UITabBarItem]? {
    get {
      guard let tabBarController else { return ownItems }
      return tabBarController.viewControllers?.compactMap(\.tabBarItem)
    }
    set {
      guard tabBarController == nil else { return }
      ownItems = newValue
    }
  }

  /// The selected item (UIKit's `selectedItem`): for a tab bar controller's bar, the selected
  /// view controller's `tabBarItem`.
  open var selectedItem: UITabBarItem? {
    get {
      guard let tabBarController else { return ownSelectedItem }
      return tabBarController.selectedViewController?.tabBarItem
    }
    set {
      guard tabBarController == nil else { return }
      ownSelectedItem = newValue
    }
  }

  /// Told about the user's item taps (UIKit's `delegate`): for a tab bar controller's bar, the
  /// tab bar controller, which cannot be replaced (UIKit raises). Weak.
  open weak var delegate: (any UITabBarDelegate)? {
    get { tabBarController ?? ownDelegate }
    set {
      guard tabBarController == nil else { return }
      ownDelegate = newValue
    }
  }
}

/// Told about a tab bar's item taps (UIKit's `UITabBarDelegate`). ``UITabBarController`` is its
/// bar's delegate: a subclass overrides ``UITabBarController/tabBar(_:didSelect:)``.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// Called when the user taps `item`.
  ///
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - item: The tapped item.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tabBar: The bar.
  ///   - item: The tapped item.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
