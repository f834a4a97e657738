import Foundation

/// The bar of a navigation controller, or a bar of its own placed in a view (UIKit's
/// `UINavigationBar`): a stack of navigation items (``items``, ``topItem``, ``backItem``).
/// Nothing is drawn; its appearance properties are stored.
///
/// A navigation controller's bar shows its stack: its items are the view controllers'
/// `navigationItem`s, and pushing or popping items on it directly does nothing (UIKit raises:
/// the controller manages them). A bar of its own (from code or an archive) keeps the items it
/// is given and asks its ``delegate`` before a push or a pop, as UIKit does.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The navigation controller whose bar this is; weak.
  weak var navigationController: UINavigationController?
  /// Storage of ``items`` for a bar no navigation controller manages.
  private var ownItems: [UINavigationItem] = []
  /// Storage of ``delegate`` for a bar no navigation controller manages.
  private weak var ownDelegate: (any UINavigationBarDelegate)?

  /// The items, bottom to top (UIKit's `items`): for a navigation controller's bar, the
  /// navigation items of its view controllers; setting them there does nothing, where UIKit
  /// raises.
  open var items: [UINavigationItem]? {
    get {
      guard let navigationController else { return ownItems }
      return navigationController.viewControllers.map(\.navigationItem)
    }
    set {
      guard navigationController == nil else { return }
      ownItems = newValue ?? []
    }
  }

  /// The item at the top (UIKit's `topItem`).
  open var topItem: UINavigationItem? { items?.last }

  /// The item below the top one (UIKit's `backItem`), or `nil`.
  open var backItem: UINavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// Asked before and told after items are pushed and popped (UIKit's `delegate`). Weak. For a
  /// navigation controller's bar it is `nil` and cannot be set: UIKit answers the navigation
  /// controller there (and raises on a set), whose bar delegate methods Compose does not model;
  /// push and pop its view controllers instead.
  open weak var delegate: (any UINavigationBarDelegate)? {
    get { navigationController == nil ? ownDelegate : nil }
    set {
      guard navigationController == nil else { return }
      ownDelegate = newValue
    }
  }

  /// Replaces the items (UIKit's `setItems(_:animated:)`); the delegate is not asked, as in UIKit.
  ///
  /// - Parameters:
  ///   - items: The items, bottom to top.
  ///   - animated: Ignored: Compose animates nothing.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    self.items = items
  }

  /// Pushes `item` on top (UIKit's `pushItem(_:animated:)`) if the delegate's
  /// `navigationBar(_:shouldPush:)` allows it, then tells it `navigationBar(_:didPush:)`. On a
  /// navigation controller's bar it does nothing (UIKit raises: push the view controller).
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Ignored: Compose animates nothing.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard navigationController == nil else { return }
    if let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
    ownItems.append(item)
    delegate?.navigationBar(self, didPush: item)
  }

  /// Pops the top item (UIKit's `popItem(animated:)`) if the delegate's
  /// `navigationBar(_:shouldPop:)` allows it, then tells it `navigationBar(_:didPop:)`. On a
  /// navigation controller's bar it does nothing and returns `nil` (pop the view controller).
  ///
  /// - Parameter animated: Ignored: Compose animates nothing.
  /// - Returns: The popped item, or `nil` when there is none or the delegate refused.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard navigationController == nil, let item = ownItems.last else { return nil }
    if let delegate, !delegate.navigationBar(self, shouldPop: item) { return nil }
    ownItems.removeLast()
    delegate?.navigationBar(self, didPop: item)
    return item
  }

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

/// Asked before and told after a navigation bar of its own pushes and pops items (UIKit's
/// `UINavigationBarDelegate`). Every method has a default: allow, do nothing.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
  /// Whether `item` may be pushed.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item about to be pushed.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  /// Told that `item` was pushed.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item pushed.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
  /// Whether `item` may be popped.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item about to be popped.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  /// Told that `item` was popped.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item popped.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  /// `true`.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
  /// `true`.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
