/// The actions a swipe on a table row reveals (UIKit's `UISwipeActionsConfiguration`). Inert:
/// nobody swipes a headless row, so a table never asks its delegate for one; the configuration
/// is a value to build and inspect.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
  /// The actions, the outermost first; the first is the one a full swipe performs.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action (UIKit's default: `true`). Stored only.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration (UIKit's `init(actions:)`).
  ///
  /// - Parameter actions: The actions, the outermost first.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}
