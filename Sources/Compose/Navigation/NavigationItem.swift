/// What a navigation bar shows for one component: Compose's `UINavigationItem`, reached through
/// ``Component/navigationItem``.
///
/// ``title`` falls back to the component's ``Component/title``: while no title of its own is set
/// (or after `nil` is assigned), reading it gives the component's title, which is what UIKit's
/// navigation bar shows for a view controller whose navigation item has no title.
///
/// ```swift
/// let detail = Component(traceName: "detail")
/// detail.title = "Film 3"
/// detail.navigationItem.title   // "Film 3": the component's title
/// detail.navigationItem.title = "Details"
/// detail.navigationItem.title   // "Details"; detail.title is still "Film 3"
/// ```
@MainActor
public final class NavigationItem {
  /// The component this item belongs to; weak, since the component holds its item.
  public private(set) weak var component: Component?

  /// The title set on the item itself, `nil` when none is (then ``title`` reads the component's).
  public private(set) var ownTitle: String?

  /// The title a navigation bar shows for the component: the one set on this item, or, while
  /// that is `nil`, the component's ``Component/title``. Assigning `nil` returns to the fallback.
  public var title: String? {
    get { ownTitle ?? component?.title }
    set { ownTitle = newValue }
  }

  /// Creates the item of `component`; components create their own (``Component/navigationItem``).
  ///
  /// - Parameter component: The component whose title the item falls back to.
  public init(component: Component?) {
    self.component = component
  }
}
