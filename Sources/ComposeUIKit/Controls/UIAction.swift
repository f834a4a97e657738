import Foundation

/// The closure an action runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a closure (UIKit's `UIAction`), what ``UIControl/addAction(_:for:)`` and
/// ``UIButton/init(type:primaryAction:)`` take. Menus are not modelled.
@preconcurrency @MainActor
open class UIAction: NSObject {
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

  /// The action's title.
  open var title: String
  /// The action's image. Inert.
  open var image: UIImage?
  /// The action's identifier.
  public let identifier: Identifier?
  /// The control that sent the action while its handler runs, else `nil`.
  public private(set) var sender: Any?
  private let handler: UIActionHandler

  /// Creates an action (UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:
  /// state:handler:)`, without the menu parameters).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image. Inert.
  ///   - identifier: An identifier.
  ///   - handler: The closure run when the action is sent.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier
    self.handler = handler
  }

  /// Runs the handler with ``sender`` set to `sender`.
  func performWithSender(_ sender: Any) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
