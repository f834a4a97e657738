import Foundation

/// The closure an action runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a closure (UIKit's `UIAction`), what ``UIControl/addAction(_:for:)`` and
/// ``UIButton/init(type:primaryAction:)`` take, and an element of a ``UIMenu``, as in UIKit.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// An action's identifier (UIKit's `UIAction.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier's string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's identifier.
  public let identifier: Identifier?
  /// The title shown by the keyboard shortcut overlay (UIKit's `discoverabilityTitle`). Stored
  /// only.
  open var discoverabilityTitle: String?
  /// What the action looks like and does in a menu (UIKit's `attributes`): a `.disabled` or
  /// `.hidden` one is not run by ``UIMenu/composeChoose(_:)``.
  open var attributes: UIMenuElement.Attributes
  /// Whether it shows a checkmark in a menu (UIKit's `state`). Stored only.
  open var state: UIMenuElement.State
  /// The control that sent the action while its handler runs, else `nil`.
  public private(set) var sender: Any?
  private let handler: UIActionHandler

  /// Creates an action (UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:
  /// state:handler:)`).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image. Inert.
  ///   - identifier: An identifier.
  ///   - discoverabilityTitle: The shortcut overlay's title. Stored only.
  ///   - attributes: How it looks and acts in a menu.
  ///   - state: Its checkmark in a menu. Stored only.
  ///   - handler: The closure run when the action is sent.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with ``sender`` set to `sender`.
  func performWithSender(_ sender: Any) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
