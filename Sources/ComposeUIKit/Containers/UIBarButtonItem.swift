/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`). Compose draws no bars and
/// has no touches: an item keeps its title, image and style, and ``composeTap()`` runs its
/// primary action or sends its action to its target, as a tap would.
///
/// UIKit's closure initializers (iOS 14) keep their `menu:` parameter (the menu is stored:
/// ``UIMenu/composeChoose(_:)`` chooses from it); the target-action ones send their ``Selector`` through the ported selector tables (see
/// ``PortedSelectorTable``).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  /// A system-provided item (UIKit's `UIBarButtonItem.SystemItem`, with its raw values).
  public enum SystemItem: Int, Hashable, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel = 1
    /// Edit.
    case edit = 2
    /// Save.
    case save = 3
    /// Add (a plus sign).
    case add = 4
    /// Flexible space.
    case flexibleSpace = 5
    /// Fixed space.
    case fixedSpace = 6
    /// Compose.
    case compose = 7
    /// Reply.
    case reply = 8
    /// Action (share).
    case action = 9
    /// Organize.
    case organize = 10
    /// Bookmarks.
    case bookmarks = 11
    /// Search.
    case search = 12
    /// Refresh.
    case refresh = 13
    /// Stop.
    case stop = 14
    /// Camera.
    case camera = 15
    /// Trash.
    case trash = 16
    /// Play.
    case play = 17
    /// Pause.
    case pause = 18
    /// Rewind.
    case rewind = 19
    /// Fast forward.
    case fastForward = 20
    /// Undo.
    case undo = 21
    /// Redo.
    case redo = 22
    /// Close.
    case close = 24
  }

  /// An item's style (UIKit's `UIBarButtonItem.Style`, with its raw values). Inert.
  public enum Style: Int, Hashable, Sendable {
    /// A plain item.
    case plain = 0
    /// A prominent "done" item.
    case done = 2
  }

  /// The title.
  open var title: String?
  /// The image. Inert.
  open var image: UIImage?
  /// The style. Inert.
  open var style: Style = .plain
  /// Whether the item is enabled. Stored only.
  open var isEnabled = true
  /// An integer that identifies the item in user code.
  open var tag = 0
  /// The item's tint (UIKit's `tintColor`). Stored only.
  open var tintColor: UIColor?
  /// The item's identifier for UI tests (UIKit's `accessibilityIdentifier`). Stored only.
  open var accessibilityIdentifier: String?
  /// The action the item runs when tapped (``composeTap()``).
  open var primaryAction: UIAction?
  /// The system item, for an item made with one.
  public let systemItem: SystemItem?
  /// The custom view, for an item made with one. Inert: not placed in any bar.
  open var customView: UIView?
  /// The item's menu (UIKit's `menu`). Stored: ``UIMenu/composeChoose(_:)`` chooses from it.
  open var menu: UIMenu?
  /// The object sent ``action`` (UIKit's `target`) by ``composeTap()``; weak.
  open weak var target: AnyObject?
  /// The method sent to ``target`` (UIKit's `action`) by ``composeTap()``.
  open var action: Selector?
  /// The title text attributes set per control state.
  var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Creates a plain item (UIKit's `init(title:image:primaryAction:menu:)`). A primary
  /// action's title and image are used when `title` and `image` are `nil`, as in UIKit.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - primaryAction: The action run when tapped.
  ///   - menu: The item's menu, stored.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
    systemItem = nil
  }

  /// Creates a system item (UIKit's `init(systemItem:primaryAction:menu:)`).
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - primaryAction: The action run when tapped; its title and image are not used.
  ///   - menu: The item's menu, stored.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates an item showing `customView` (UIKit's `init(customView:)`).
  ///
  /// - Parameter customView: The view.
  public init(customView: UIView) {
    self.customView = customView
    systemItem = nil
  }
}
