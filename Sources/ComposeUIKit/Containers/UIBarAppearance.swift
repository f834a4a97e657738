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
open class UITabBarAppearance: UIBarAppearance {}

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
