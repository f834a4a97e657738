import Foundation

/// An element of a menu (UIKit's `UIMenuElement`): an action (``UIAction``) or a submenu
/// (``UIMenu``). Compose draws no menus: a menu keeps its elements, and a test chooses an action
/// with ``UIMenu/composeChoose(_:)``.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// What an element looks like and does (UIKit's `UIMenuElement.Attributes`, with its bits).
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Creates attributes from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Shown, not chosen: a disabled action's handler does not run.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Drawn as destructive. Stored only.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown: a hidden action cannot be chosen.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open after the choice. Stored only.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark (UIKit's `UIMenuElement.State`, with its raw values).
  public enum State: Int, Sendable {
    /// No mark.
    case off = 0
    /// A checkmark.
    case on = 1
    /// A dash.
    case mixed = 2
  }

  /// The element's title (UIKit's `title`).
  open var title: String
  /// The element's subtitle (UIKit's `subtitle`). Stored only.
  open var subtitle: String?
  /// The element's image (UIKit's `image`). Stored only.
  open var image: UIImage?

  init(title: String, subtitle: String? = nil, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    super.init()
  }
}

/// A menu (UIKit's `UIMenu`): a title and elements, actions and submenus. Compose draws no
/// menus; ``composeChoose(_:)`` stands for the user's choice of one of its actions.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// A menu's identifier (UIKit's `UIMenu.Identifier`).
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

  /// How a menu shows (UIKit's `UIMenu.Options`, with its bits). Stored only.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Its elements inline in the parent menu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Drawn as destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// One of its actions is on at a time.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// Its elements as a row of icons.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The size of a menu's elements (UIKit's `UIMenu.ElementSize`, with its raw values).
  public enum ElementSize: Int, Sendable {
    /// Small.
    case small = 0
    /// Medium.
    case medium = 1
    /// Large (the default for most menus).
    case large = 2
    /// The system's choice.
    case automatic = -1
  }

  /// The menu's identifier (UIKit's `identifier`): the one given, else a new unique one.
  public let identifier: Identifier
  /// How the menu shows (UIKit's `options`). Stored only.
  public let options: Options
  /// The size of its elements (UIKit's `preferredElementSize`). Stored only.
  open var preferredElementSize: ElementSize
  /// The elements, in order (UIKit's `children`).
  public let children: [UIMenuElement]

  /// Creates a menu (UIKit's
  /// `init(title:subtitle:image:identifier:options:preferredElementSize:children:)`).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - subtitle: The subtitle. Stored only.
  ///   - image: The image. Stored only.
  ///   - identifier: The identifier; a new unique one when `nil`.
  ///   - options: How it shows. Stored only.
  ///   - preferredElementSize: The size of its elements. Stored only.
  ///   - children: The elements.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [],
    preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(rawValue: "com.apple.menu.dynamic.\(UUID())")
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A copy of the menu with `newChildren` (UIKit's `replacingChildren(_:)`).
  ///
  /// - Parameter newChildren: The elements.
  /// - Returns: The new menu.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
  }

  /// The actions of the menu and its submenus, depth first (not UIKit API), hidden ones left
  /// out, as the user sees them.
  public var composeVisibleActions: [UIAction] {
    children.flatMap { element -> [UIAction] in
      if let action = element as? UIAction {
        return action.attributes.contains(.hidden) ? [] : [action]
      }
      return (element as? UIMenu)?.composeVisibleActions ?? []
    }
  }

  /// The headless choice (not UIKit API): runs the handler of the first visible action titled
  /// `title` in the menu or its submenus, unless it is disabled.
  ///
  /// - Parameter title: The action's title.
  /// - Returns: Whether an action ran.
  @discardableResult
  public func composeChoose(_ title: String) -> Bool {
    guard let action = composeVisibleActions.first(where: { $0.title == title }),
      !action.attributes.contains(.disabled)
    else { return false }
    action.performWithSender(self)
    return true
  }
}
