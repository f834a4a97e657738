import Foundation

/// A bar of buttons at the bottom of a screen (UIKit's `UIToolbar`). Inert: nothing is drawn;
/// its items and properties are stored. A navigation controller has one
/// (``UINavigationController/toolbar``), showing its top view controller's
/// ``UIViewController/toolbarItems`` in UIKit.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The bar's buttons (UIKit's `items`). Stored only.
  open var items: [UIBarButtonItem]?
  /// Whether the bar is translucent. Stored only.
  open var isTranslucent = true
  /// The bar's background tint. Stored only.
  open var barTintColor: UIColor?
  /// The bar's standard appearance (UIKit's `standardAppearance`). Stored only.
  open var standardAppearance = UIToolbarAppearance()
  /// The appearance with content scrolled to the edge (UIKit's `scrollEdgeAppearance`). Stored
  /// only.
  open var scrollEdgeAppearance: UIToolbarAppearance?
  /// The appearance in compact height (UIKit's `compactAppearance`). Stored only.
  open var compactAppearance: UIToolbarAppearance?

  /// Sets the buttons (UIKit's `setItems(_:animated:)`). Stored only.
  ///
  /// - Parameters:
  ///   - items: The buttons.
  ///   - animated: Ignored.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// The background images set per position and metrics.
  private var backgroundImages: [UIBarPosition: [UIBarMetrics: UIImage]] = [:]

  /// Sets the background image for a position and metrics (UIKit's
  /// `setBackgroundImage(_:forToolbarPosition:barMetrics:)`). Stored only.
  ///
  /// - Parameters:
  ///   - backgroundImage: The image; `nil` removes it.
  ///   - topOrBottom: The bar position.
  ///   - barMetrics: The bar metrics.
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
    barMetrics: UIBarMetrics
  ) {
    backgroundImages[topOrBottom, default: [:]][barMetrics] = backgroundImage
  }

  /// The background image set for a position and metrics (UIKit's
  /// `backgroundImage(forToolbarPosition:barMetrics:)`).
  ///
  /// - Parameters:
  ///   - topOrBottom: The bar position.
  ///   - barMetrics: The bar metrics.
  /// - Returns: The image, or `nil`.
  open func backgroundImage(
    forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
  ) -> UIImage? {
    backgroundImages[topOrBottom]?[barMetrics]
  }
}

extension UIViewController {
  /// Sets ``toolbarItems`` (UIKit's `setToolbarItems(_:animated:)`). Stored only.
  ///
  /// - Parameters:
  ///   - toolbarItems: The buttons.
  ///   - animated: Ignored.
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }
}
