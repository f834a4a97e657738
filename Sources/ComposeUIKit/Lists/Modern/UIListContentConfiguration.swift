import Foundation

/// What a cell's content shows (UIKit's `UIContentConfiguration`, iOS 14).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// Makes the view that shows this configuration.
  ///
  /// - Returns: The content view.
  func makeContentView() -> any UIView & UIContentView
  /// The configuration for `state`.
  ///
  /// - Parameter state: The cell's state.
  /// - Returns: The updated configuration.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown.
  var configuration: any UIContentConfiguration { get set }
}

/// A view's state for configurations (UIKit's `UIConfigurationState`).
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// A cell's state (UIKit's `UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the list is editing.
  public var isEditing = false

  /// Creates a default state.
  public init() {}
}

/// A list cell's standard content: an image, a text and a secondary text (UIKit's
/// `UIListContentConfiguration`, iOS 14). Stored: set as a cell's `contentConfiguration`, it is
/// kept and read back; Compose draws nothing.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
  /// How a text is shown (UIKit's `UIListContentConfiguration.TextProperties`). Stored only.
  public struct TextProperties: Sendable {
    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The alignment (UIKit's `TextAlignment`: natural, centre, justified).
    public var alignment: NSTextAlignment = .natural
    /// The maximum number of lines; `0` for no limit.
    public var numberOfLines = 0
  }

  /// How the image is shown (UIKit's `ImageProperties`). Stored only.
  public struct ImageProperties: Sendable {
    /// The tint colour.
    public var tintColor: UIColor?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The maximum size; zero for none.
    public var maximumSize: CGSize = .zero
  }

  /// The text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?
  /// How the text is shown.
  public var textProperties = TextProperties(
    font: .preferredFont(forTextStyle: .body), color: .label)
  /// How the secondary text is shown.
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
  /// How the image is shown.
  public var imageProperties = ImageProperties()
  /// The spacing between the image and the text.
  public var imageToTextPadding: CGFloat = 16
  /// The insets around the content (UIKit's `directionalLayoutMargins`, as edge insets).
  public var directionalLayoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)

  /// The standard cell content (UIKit's `cell()`).
  ///
  /// - Returns: The configuration.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// A cell with a subtitle below the text (UIKit's `subtitleCell()`).
  ///
  /// - Returns: The configuration.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// A cell with a value at its trailing edge (UIKit's `valueCell()`).
  ///
  /// - Returns: The configuration.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// A sidebar cell (UIKit's `sidebarCell()`).
  ///
  /// - Returns: The configuration.
  public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// A grouped list's header (UIKit's `groupedHeader()`).
  ///
  /// - Returns: The configuration.
  public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// Makes a view that keeps this configuration (it draws nothing).
  ///
  /// - Returns: The content view.
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The same configuration: Compose has no state-dependent styling.
  ///
  /// - Parameter state: The cell's state.
  /// - Returns: This configuration.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view of a ``UIListContentConfiguration`` (UIKit's `UIListContentView`): keeps its
/// configuration; draws nothing.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  /// The configuration shown.
  open var configuration: any UIContentConfiguration

  /// Creates a view for `configuration` (UIKit's `init(configuration:)`).
  ///
  /// - Parameter configuration: The configuration.
  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  /// Creates a view from an archive. Compose reads no archives: returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }
}

extension UICollectionViewCell {
  /// A list content configuration for this cell (UIKit's `defaultContentConfiguration()`).
  ///
  /// - Returns: ``UIListContentConfiguration/cell()``.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

extension UITableViewCell {
  /// A list content configuration for this cell (UIKit's `defaultContentConfiguration()`).
  ///
  /// - Returns: ``UIListContentConfiguration/cell()``.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
