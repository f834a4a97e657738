import Compose

/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`): its title.
/// Bar button items are not modelled.
@MainActor
open class UINavigationItem {
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
  /// Whether the back button is hidden. Stored only.
  open var hidesBackButton = false

  /// The title shown in the bar; falls back to the view controller's `title` while it has none
  /// of its own.
  open var title: String? {
    get { engineItem.title }
    set { engineItem.title = newValue }
  }
}
