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
  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var titleLabelStorage: UILabel?

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

  /// Creates a custom button.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Returns `nil`: Compose reads no archives.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

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
}
