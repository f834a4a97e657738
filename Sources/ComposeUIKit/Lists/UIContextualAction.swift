/// An action shown when the user swipes a table row (UIKit's `UIContextualAction`). Inert:
/// nobody swipes a headless row, so the handler is kept and never run by Compose.
@preconcurrency @MainActor
open class UIContextualAction {
  /// The look of the action's button (UIKit's `UIContextualAction.Style`, with its raw values).
  public enum Style: Int, Hashable, Sendable {
    /// A plain action.
    case normal = 0
    /// An action that deletes data.
    case destructive = 1
  }

  /// What runs when the action is selected: the action, the view it was shown in, and a block
  /// to call with whether the action was performed (UIKit's `UIContextualAction.Handler`).
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The button's look.
  public let style: Style
  /// The button's title.
  open var title: String?
  /// The button's background colour. Stored only.
  open var backgroundColor: UIColor!
  /// The button's image. Stored only.
  open var image: UIImage?
  /// The handler; never run by Compose.
  public let handler: Handler

  /// Creates an action (UIKit's `init(style:title:handler:)`).
  ///
  /// - Parameters:
  ///   - style: The button's look.
  ///   - title: The button's title.
  ///   - handler: What runs when the action is selected; never run by Compose.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
