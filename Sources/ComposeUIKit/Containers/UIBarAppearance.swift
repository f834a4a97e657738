import Foundation

/// A bar's look (UIKit's `UIBarAppearance`). Inert: stored only, Compose draws no bar.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The background colour. Stored only.
  open var backgroundColor: UIColor?
  /// The background image. Stored only.
  open var backgroundImage: UIImage?
  /// The shadow colour. Stored only.
  open var shadowColor: UIColor?
  /// The shadow image. Stored only.
  open var shadowImage: UIImage?
  /// The effect behind the bar (UIKit's `backgroundEffect`). Stored only.
  open var backgroundEffect: UIBlurEffect?

  /// Creates an appearance with the default background.
  public override init() {
    super.init()
  }

  /// An opaque background in the system colour (UIKit's `configureWithOpaqueBackground()`).
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    shadowColor = nil
  }

  /// A transparent background with no shadow (UIKit's `configureWithTransparentBackground()`).
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    shadowColor = nil
  }

  /// The system's default background (UIKit's `configureWithDefaultBackground()`).
  open func configureWithDefaultBackground() {
    backgroundColor = nil
  }
}

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`). Inert: stored only.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's text attributes. Stored only.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's text attributes. Stored only.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A tab bar's look (UIKit's `UITabBarAppearance`). Inert: stored only.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// The items' look in a stacked layout, a phone's portrait (UIKit's `stackedLayoutAppearance`).
  /// Stored only.
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// The items' look in an inline layout (UIKit's `inlineLayoutAppearance`). Stored only.
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// The items' look in a compact inline layout (UIKit's `compactInlineLayoutAppearance`).
  /// Stored only.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  /// The colour of the selection indicator (UIKit's `selectionIndicatorTintColor`). Stored only.
  open var selectionIndicatorTintColor: UIColor?
}

/// The look of a tab bar item in each state (UIKit's `UITabBarItemAppearance`). Stored only.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
  /// The look when not selected (UIKit's `normal`).
  open var normal = UITabBarItemStateAppearance()
  /// The look when selected (UIKit's `selected`).
  open var selected = UITabBarItemStateAppearance()
  /// The look when disabled (UIKit's `disabled`).
  open var disabled = UITabBarItemStateAppearance()
  /// The look when focused (UIKit's `focused`).
  open var focused = UITabBarItemStateAppearance()

  /// Creates the default look (UIKit's `init()`).
  public override init() { super.init() }
}

/// The look of a tab bar item in one state (UIKit's `UITabBarItemStateAppearance`). Stored only.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
  /// The title's text attributes (UIKit's `titleTextAttributes`).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The icon's colour (UIKit's `iconColor`).
  open var iconColor: UIColor?
  /// The badge's background colour (UIKit's `badgeBackgroundColor`).
  open var badgeBackgroundColor: UIColor?
  /// The offset of the title (UIKit's `titlePositionAdjustment`).
  open var titlePositionAdjustment = UIOffset.zero
}

/// A two-dimensional offset (UIKit's `UIOffset`).
public struct UIOffset: Hashable, Sendable {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat

  /// No offset (UIKit's `zero`).
  public static let zero = UIOffset(horizontal: 0, vertical: 0)

  /// Creates an offset (UIKit's `init(horizontal:vertical:)`).
  ///
  /// - Parameters:
  ///   - horizontal: The horizontal offset.
  ///   - vertical: The vertical offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset (UIKit's `init()`).
  public init() { self.init(horizontal: 0, vertical: 0) }
}

/// A toolbar's look (UIKit's `UIToolbarAppearance`). Inert: stored only.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}

extension UINavigationBar {
  /// The appearance proxy (UIKit's `appearance()`): here a new, detached bar at each call, so
  /// what is set on it is stored nowhere (no global state) and changes no bar.
  ///
  /// - Returns: A detached bar.
  public static func appearance() -> UINavigationBar { UINavigationBar() }
}

extension UITabBar {
  /// The appearance proxy (UIKit's `appearance()`): a new, detached bar at each call; inert.
  ///
  /// - Returns: A detached bar.
  public static func appearance() -> UITabBar { UITabBar() }
}

extension UIToolbar {
  /// The appearance proxy (UIKit's `appearance()`): a new, detached bar at each call; inert.
  ///
  /// - Returns: A detached bar.
  public static func appearance() -> UIToolbar { UIToolbar() }
}
