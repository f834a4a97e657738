import Foundation

/// What a context menu's preview is made by (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu's menu is made by, given the system's suggested actions (UIKit's
/// `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// The content of a context menu (UIKit's `UIContextMenuConfiguration`): an identifier, a
/// preview and a menu, each made when the menu opens. Compose has no long presses:
/// ``composeMenu(suggestedActions:)`` and ``composePreview()`` make them, as the opening would.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identifier (UIKit's `identifier`): the one given, else a new unique
  /// string.
  public let identifier: any NSCopying
  /// Makes the preview (UIKit's `previewProvider`).
  private let previewProvider: UIContextMenuContentPreviewProvider?
  /// Makes the menu (UIKit's `actionProvider`).
  private let actionProvider: UIContextMenuActionProvider?

  /// Creates a configuration (UIKit's `init(identifier:previewProvider:actionProvider:)`).
  ///
  /// - Parameters:
  ///   - identifier: An identifier; a new unique one when `nil`.
  ///   - previewProvider: Makes the preview; `nil` for a preview of the view itself.
  ///   - actionProvider: Makes the menu; `nil` for none.
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// The menu the configuration shows (not UIKit API): its action provider's menu for
  /// `suggestedActions`, `nil` without a provider.
  ///
  /// - Parameter suggestedActions: The system's suggested actions; none by default.
  /// - Returns: The menu, or `nil`.
  public func composeMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
    actionProvider?(suggestedActions)
  }

  /// The preview the configuration shows (not UIKit API): its preview provider's view
  /// controller, `nil` without a provider (UIKit then previews the view itself).
  ///
  /// - Returns: The preview, or `nil`.
  public func composePreview() -> UIViewController? {
    previewProvider?()
  }
}
