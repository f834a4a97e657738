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

  /// The title shown in the bar; falls back to the view controller's `title` while it has none
  /// of its own.
  open var title: String? {
    get { engineItem.title }
    set { engineItem.title = newValue }
  }
}
