import Foundation

extension UIBarButtonItem {
  /// Creates a plain item with a target and action (UIKit's `init(title:style:target:action:)`).
  /// Inert: the target and action are kept, never sent (see ``Selector``).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: The style.
  ///   - target: The object sent the action; kept weakly.
  ///   - action: The method sent.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(title: title, image: nil, primaryAction: nil)
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an image item with a target and action (UIKit's `init(image:style:target:action:)`).
  /// Inert, as ``init(title:style:target:action:)``.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - style: The style.
  ///   - target: The object sent the action; kept weakly.
  ///   - action: The method sent.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(title: nil, image: image, primaryAction: nil)
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates a system item with a target and action (UIKit's
  /// `init(barButtonSystemItem:target:action:)`). Inert, as ``init(title:style:target:action:)``.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - target: The object sent the action; kept weakly.
  ///   - action: The method sent.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem: systemItem, primaryAction: nil)
    self.target = target as AnyObject?
    self.action = action
  }

  /// Sets the title's text attributes for `state` (UIKit's `setTitleTextAttributes(_:for:)`).
  /// Stored only.
  ///
  /// - Parameters:
  ///   - attributes: The attributes; `nil` removes them.
  ///   - state: The control state.
  public func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleTextAttributesByState[state.rawValue] = attributes
  }

  /// The title's text attributes for `state` (UIKit's `titleTextAttributes(for:)`).
  ///
  /// - Parameter state: The control state.
  /// - Returns: The attributes set for it, or `nil`.
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleTextAttributesByState[state.rawValue]
  }

  /// The appearance proxy (UIKit's `appearance()`): a new, detached item at each call; inert (no
  /// global state).
  ///
  /// - Returns: A detached item.
  public static func appearance() -> UIBarButtonItem { UIBarButtonItem() }

  /// The appearance proxy for items inside `containerTypes` (UIKit's
  /// `appearance(whenContainedInInstancesOf:)`): a new, detached item at each call; inert.
  ///
  /// - Parameter containerTypes: The containers.
  /// - Returns: A detached item.
  public static func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type])
    -> UIBarButtonItem
  {
    UIBarButtonItem()
  }
}
