import Compose

/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`): its title,
/// and bar button items that are stored only (``UIBarButtonItem``).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  let engineItem: NavigationItem

  init(engineItem: NavigationItem) {
    self.engineItem = engineItem
  }

  /// Creates a navigation item with `title`, attached to no view controller.
  ///
  /// - Parameter title: The title.
  public init(title: String) {
    engineItem = NavigationItem(component: nil)
    engineItem.title = title
  }

  /// How the bar shows a large title (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
  public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
    /// As the previous item does.
    case automatic = 0
    /// Always large.
    case always = 1
    /// Never large.
    case never = 2
  }

  /// How the bar shows a large title. Stored only.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The back button's title for the item above this one. Stored only.
  open var backButtonTitle: String?
  /// A view shown in place of the title (UIKit's `titleView`). Stored only: the bar is not drawn.
  open var titleView: UIView?
  /// Whether the back button is hidden. Stored only.
  open var hidesBackButton = false

  /// Sets ``hidesBackButton`` (UIKit's `setHidesBackButton(_:animated:)`); nothing animates.
  ///
  /// - Parameters:
  ///   - hidesBackButton: Whether the back button is hidden.
  ///   - animated: Ignored.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
  /// The search controller whose bar the navigation bar integrates (UIKit's `searchController`).
  /// Stored only: no bar is drawn (``UISearchController``).
  open var searchController: UISearchController?
  /// Whether the integrated search bar hides while the content scrolls (UIKit's
  /// `hidesSearchBarWhenScrolling`; default `true`). Stored only.
  open var hidesSearchBarWhenScrolling = true
  /// The items at the leading end of the bar. Stored only.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The items at the trailing end of the bar. Stored only.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The back button shown for this item by the item above it. Stored only.
  open var backBarButtonItem: UIBarButtonItem?

  /// The first of ``leftBarButtonItems``; setting it makes it the only one.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of ``rightBarButtonItems``; setting it makes it the only one.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// The title shown in the bar; falls back to the view controller's `title` while it has none
  /// of its own.
  open var title: String? {
    get { engineItem.title }
    set { engineItem.title = newValue }
  }

  /// A line of text shown above the title (UIKit's `prompt`). Stored only: nothing is drawn.
  open var prompt: String?
}
