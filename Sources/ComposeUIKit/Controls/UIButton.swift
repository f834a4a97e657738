import Foundation

/// A button (UIKit's `UIButton`): a control with a title, a title colour and an image per state.
/// Inert where it draws; its actions run through ``UIControl/sendActions(for:)``.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// A button's kind (UIKit's `UIButton.ButtonType`, with its raw values). Inert.
  public enum ButtonType: Int, Hashable, Sendable {
    /// No style.
    case custom = 0
    /// The system style.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// A light information button.
    case infoLight = 3
    /// A dark information button.
    case infoDark = 4
    /// A contact add button.
    case contactAdd = 5
    /// A close button.
    case close = 7

    /// A rounded rectangle: ``system``, as in UIKit.
    public static var roundedRect: ButtonType { .system }
  }

  /// The button's kind.
  public internal(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var titleLabelStorage: UILabel?
  /// Whether ``updateConfiguration()`` is running, so that a request made meanwhile is not
  /// run inside it.
  private var isUpdatingConfiguration = false

  /// The button's configuration (UIKit's `configuration`, iOS 15). Stored, never drawn; setting
  /// it asks for an update (``setNeedsUpdateConfiguration()``), as in UIKit.
  public var configuration: Configuration? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// A closure that updates the button's configuration (UIKit's
  /// `UIButton.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void

  /// Run by ``updateConfiguration()`` to update the configuration for the button's state
  /// (UIKit's `configurationUpdateHandler`, iOS 15); setting it asks for an update.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the configuration follows the button's state (UIKit's
  /// `automaticallyUpdatesConfiguration`). Stored: Compose styles no states, so the configuration
  /// is the same either way; ``configurationUpdateHandler`` runs regardless, as in UIKit.
  public var automaticallyUpdatesConfiguration = true

  /// The button's menu (UIKit's `menu`). Stored: ``UIMenu/composeChoose(_:)`` chooses from it.
  open var menu: UIMenu?
  /// Whether a tap shows ``menu`` instead of sending `.primaryActionTriggered` (UIKit's
  /// `showsMenuAsPrimaryAction`). Stored only: the headless tap sends the actions whatever its
  /// value.
  open var showsMenuAsPrimaryAction = false

  /// Creates a button of `buttonType` (UIKit's `init(type:)`).
  ///
  /// - Parameter buttonType: The kind.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a button of `buttonType` running `primaryAction` when tapped, titled with the
  /// action's title (UIKit's `init(type:primaryAction:)`).
  ///
  /// - Parameters:
  ///   - buttonType: The kind.
  ///   - primaryAction: The action run for `.primaryActionTriggered`, as in UIKit.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Creates a button showing `configuration`, running `primaryAction` when tapped (UIKit's
  /// `init(configuration:primaryAction:)`, iOS 15).
  ///
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - primaryAction: The action run for `.primaryActionTriggered`, as in UIKit.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    self.configuration = configuration
  }

  /// Creates a custom button.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the view from an archive (UIKit's `init(coder:)`): the archive's attributes are
  /// set after it returns.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The insets of the content (UIKit's deprecated `contentEdgeInsets`). Stored only.
  open var contentEdgeInsets = UIEdgeInsets.zero
  /// The insets of the title (UIKit's deprecated `titleEdgeInsets`). Stored only.
  open var titleEdgeInsets = UIEdgeInsets.zero
  /// The insets of the image (UIKit's deprecated `imageEdgeInsets`). Stored only.
  open var imageEdgeInsets = UIEdgeInsets.zero

  /// The label showing the current title (UIKit's `titleLabel`), made on first use.
  open var titleLabel: UILabel? {
    if let titleLabelStorage { return titleLabelStorage }
    let label = UILabel(frame: .zero)
    label.text = currentTitle
    titleLabelStorage = label
    return label
  }

  /// Sets the title for `state` (UIKit's `setTitle(_:for:)`).
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to fall back to the normal state's.
  ///   - state: The state.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    titleLabelStorage?.text = currentTitle
  }

  /// The title for `state`, else the normal state's (UIKit's `title(for:)`).
  ///
  /// - Parameter state: The state.
  /// - Returns: The title.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The title for the current ``UIControl/state``.
  open var currentTitle: String? { title(for: state) }

  /// Sets the styled title for `state` (UIKit's `setAttributedTitle(_:for:)`): shown instead of
  /// the plain title, as in UIKit; its attributes are stored only.
  ///
  /// - Parameters:
  ///   - title: The styled title, or `nil` to fall back to the normal state's.
  ///   - state: The state.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
    if let shown = currentAttributedTitle {
      titleLabelStorage?.attributedText = shown
    } else {
      titleLabelStorage?.text = currentTitle
    }
  }

  /// The styled title for `state`, else the normal state's (UIKit's `attributedTitle(for:)`).
  ///
  /// - Parameter state: The state.
  /// - Returns: The styled title.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
  }

  /// The styled title for the current ``UIControl/state`` (UIKit's `currentAttributedTitle`).
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// Sets the title colour for `state` (UIKit's `setTitleColor(_:for:)`). Inert.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - state: The state.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  /// The title colour for `state`, else the normal state's (UIKit's `titleColor(for:)`).
  ///
  /// - Parameter state: The state.
  /// - Returns: The colour.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  /// Sets the image for `state` (UIKit's `setImage(_:for:)`). Inert.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
  }

  /// The image for `state`, else the normal state's (UIKit's `image(for:)`).
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// Whether the button is enabled; a change asks for a configuration update, as in UIKit.
  open override var isEnabled: Bool {
    didSet { if isEnabled != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the button is selected; a change asks for a configuration update, as in UIKit.
  open override var isSelected: Bool {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the button is highlighted; a change asks for a configuration update, as in UIKit.
  open override var isHighlighted: Bool {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Asks for ``updateConfiguration()`` (UIKit's `setNeedsUpdateConfiguration()`, iOS 15). UIKit
  /// runs the update before the button's next layout; Compose, which draws nothing, runs it at
  /// once. A request made while an update runs (from ``configurationUpdateHandler``, say) is
  /// folded into that update, so a handler that sets the configuration does not run itself again.
  open func setNeedsUpdateConfiguration() {
    guard !isUpdatingConfiguration else { return }
    isUpdatingConfiguration = true
    defer { isUpdatingConfiguration = false }
    updateConfiguration()
  }

  /// Updates the configuration for the button's state (UIKit's `updateConfiguration()`, iOS 15):
  /// runs ``configurationUpdateHandler``. Open: a subclass overrides it and calls `super`.
  open func updateConfiguration() {
    configurationUpdateHandler?(self)
  }
}
