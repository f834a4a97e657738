import Foundation

extension UIBarButtonItem {
  /// Creates a plain item with a target and action (UIKit's `init(title:style:target:action:)`).
  /// ``composeTap()`` sends the action to the target.
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
  /// ``composeTap()`` sends the action to the target.
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
  /// `init(barButtonSystemItem:target:action:)`). ``composeTap()`` sends the action to the target.
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

  /// Taps the item headlessly, as a finger on its bar would (UIKit has no counterpart): an
  /// enabled item runs its ``primaryAction`` with the item as sender, or else sends its
  /// ``action`` to its ``target`` with the item as the argument, through
  /// ``UIApplication/sendAction(_:to:from:for:)`` (a `nil` target walks the responder chain; a
  /// target without the method is reported as `Diagnostic.Code.unrecognizedSelector`).
  ///
  /// - Returns: Whether an action ran.
  @discardableResult
  public func composeTap() -> Bool {
    guard isEnabled else { return false }
    if let primaryAction {
      primaryAction.performWithSender(self)
      return true
    }
    guard let action else { return false }
    return UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
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
