/// A button of an alert (UIKit's `UIAlertAction`): a title, a style and a handler. Compose has
/// no touches and UIKit no public way to tap an action: `UIAlertController.composeTap(_:)`, the
/// headless tap, dismisses the alert and then runs the handler.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How an action is shown (UIKit's `UIAlertAction.Style`, with its raw values). Inert.
  public enum Style: Int, Hashable, Sendable {
    /// The default style.
    case `default` = 0
    /// Cancels, leaving things unchanged.
    case cancel = 1
    /// Changes or deletes data.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the button is enabled (UIKit's `isEnabled`): a disabled one is not tapped by
  /// `UIAlertController.composeTap(_:)`.
  open var isEnabled = true
  /// The identifier UI tests find the action by (UIKit's `accessibilityIdentifier`). Stored only.
  open var accessibilityIdentifier: String?
  /// The handler given at creation, run by `UIAlertController.composeTap(_:)` once the alert is
  /// dismissed.
  let handler: (@MainActor (UIAlertAction) -> Void)?

  /// Creates an action (UIKit's `init(title:style:handler:)`).
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The button's style.
  ///   - handler: The closure run when the button is tapped, after the alert is dismissed.
  public init(
    title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
