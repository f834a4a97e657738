import Foundation

extension UIButton {
  /// What a button shows and how (UIKit's `UIButton.Configuration`, iOS 15). Inert: every
  /// property is stored and read back, and a button's ``UIButton/configuration`` keeps it; Compose
  /// draws nothing, so the styles (``plain()``, ``filled()``, …) differ only in name and
  /// ``updated(for:)`` returns the configuration unchanged.
  @preconcurrency @MainActor
  public struct Configuration {
    /// How the corners are rounded (UIKit's `UIButton.Configuration.CornerStyle`).
    public enum CornerStyle: Hashable, Sendable {
      /// The background's own corner radius.
      case fixed
      /// A radius following the button's size and the text size.
      case dynamic
      /// A small radius.
      case small
      /// A medium radius.
      case medium
      /// A large radius.
      case large
      /// Half the button's height.
      case capsule
    }

    /// The button's size (UIKit's `UIButton.Configuration.Size`).
    public enum Size: Hashable, Sendable {
      /// The smallest.
      case mini
      /// Small.
      case small
      /// Medium, the default.
      case medium
      /// Large.
      case large
    }

    /// How the title and the subtitle are aligned with each other (UIKit's
    /// `UIButton.Configuration.TitleAlignment`).
    public enum TitleAlignment: Hashable, Sendable {
      /// Following the image's placement.
      case automatic
      /// Leading edges aligned.
      case leading
      /// Centred.
      case center
      /// Trailing edges aligned.
      case trailing
    }

    /// The indicator a menu button shows (UIKit's `UIButton.Configuration.Indicator`, iOS 16).
    public enum Indicator: Hashable, Sendable {
      /// The system's choice.
      case automatic
      /// No indicator.
      case none
      /// A pop-up indicator.
      case popup
    }

    /// The background (UIKit's `background`).
    public var background: UIBackgroundConfiguration
    /// How the corners are rounded (UIKit's `cornerStyle`).
    public var cornerStyle: CornerStyle = .dynamic
    /// The button's size (UIKit's `buttonSize`).
    public var buttonSize: Size = .medium
    /// The colour of the title, subtitle and image; `nil` for the style's (UIKit's
    /// `baseForegroundColor`).
    public var baseForegroundColor: UIColor?
    /// The background colour; `nil` for the style's (UIKit's `baseBackgroundColor`).
    public var baseBackgroundColor: UIColor?
    /// The image (UIKit's `image`).
    public var image: UIImage?
    /// A transformer of the image's colour (UIKit's `imageColorTransformer`).
    public var imageColorTransformer: UIConfigurationColorTransformer?
    /// Whether an activity indicator shows in place of the image (UIKit's
    /// `showsActivityIndicator`).
    public var showsActivityIndicator = false
    /// A transformer of the activity indicator's colour (UIKit's
    /// `activityIndicatorColorTransformer`).
    public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
    /// The title (UIKit's `title`); setting it sets ``attributedTitle`` to the same text, as in
    /// UIKit.
    public var title: String? {
      get { titleText }
      set {
        titleText = newValue
        attributedTitleText = newValue.map { AttributedString($0) }
      }
    }
    /// The title with attributes (UIKit's `attributedTitle`); setting it sets ``title`` to its
    /// characters.
    public var attributedTitle: AttributedString? {
      get { attributedTitleText }
      set {
        attributedTitleText = newValue
        titleText = newValue.map { String($0.characters) }
      }
    }
    /// A transformer of the title's attributes (UIKit's `titleTextAttributesTransformer`).
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// The subtitle (UIKit's `subtitle`); setting it sets ``attributedSubtitle`` to the same
    /// text.
    public var subtitle: String? {
      get { subtitleText }
      set {
        subtitleText = newValue
        attributedSubtitleText = newValue.map { AttributedString($0) }
      }
    }
    /// The subtitle with attributes (UIKit's `attributedSubtitle`); setting it sets
    /// ``subtitle`` to its characters.
    public var attributedSubtitle: AttributedString? {
      get { attributedSubtitleText }
      set {
        attributedSubtitleText = newValue
        subtitleText = newValue.map { String($0.characters) }
      }
    }
    /// A transformer of the subtitle's attributes (UIKit's
    /// `subtitleTextAttributesTransformer`).
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// The insets of the content from the button's edges (UIKit's `contentInsets`). Zero here:
    /// Compose lays out no content.
    public var contentInsets = NSDirectionalEdgeInsets()
    /// The edge the image is placed against (UIKit's `imagePlacement`).
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The space between the image and the titles (UIKit's `imagePadding`).
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle (UIKit's `titlePadding`).
    public var titlePadding: CGFloat = 0
    /// How the title and the subtitle are aligned (UIKit's `titleAlignment`).
    public var titleAlignment: TitleAlignment = .automatic
    /// Whether the style follows the button's selection (UIKit's
    /// `automaticallyUpdateForSelection`).
    public var automaticallyUpdateForSelection = true
    /// The indicator of a menu button (UIKit's `indicator`, iOS 16).
    public var indicator: Indicator = .automatic
    /// A transformer of the indicator's colour (UIKit's `indicatorColorTransformer`, iOS 16).
    public var indicatorColorTransformer: UIConfigurationColorTransformer?

    private var titleText: String?
    private var attributedTitleText: AttributedString?
    private var subtitleText: String?
    private var attributedSubtitleText: AttributedString?

    /// The style the configuration was made with.
    let styleName: String

    private init(styleName: String, background: UIBackgroundConfiguration) {
      self.styleName = styleName
      self.background = background
    }

    /// A button with a transparent background (UIKit's `plain()`).
    ///
    /// - Returns: The configuration.
    public static func plain() -> Configuration {
      Configuration(styleName: "plain", background: .clear())
    }

    /// A button with a tinted background (UIKit's `tinted()`).
    ///
    /// - Returns: The configuration.
    public static func tinted() -> Configuration {
      Configuration(styleName: "tinted", background: .clear())
    }

    /// A button with a gray background (UIKit's `gray()`).
    ///
    /// - Returns: The configuration.
    public static func gray() -> Configuration {
      Configuration(styleName: "gray", background: .clear())
    }

    /// A button with a background filled with the tint colour (UIKit's `filled()`).
    ///
    /// - Returns: The configuration.
    public static func filled() -> Configuration {
      Configuration(styleName: "filled", background: .clear())
    }

    /// A button with no border (UIKit's `borderless()`).
    ///
    /// - Returns: The configuration.
    public static func borderless() -> Configuration {
      Configuration(styleName: "borderless", background: .clear())
    }

    /// A bordered button (UIKit's `bordered()`).
    ///
    /// - Returns: The configuration.
    public static func bordered() -> Configuration {
      Configuration(styleName: "bordered", background: .clear())
    }

    /// A bordered button with a tinted background (UIKit's `borderedTinted()`).
    ///
    /// - Returns: The configuration.
    public static func borderedTinted() -> Configuration {
      Configuration(styleName: "borderedTinted", background: .clear())
    }

    /// A bordered button with a prominent, filled background (UIKit's `borderedProminent()`).
    ///
    /// - Returns: The configuration.
    public static func borderedProminent() -> Configuration {
      Configuration(styleName: "borderedProminent", background: .clear())
    }

    /// Sets ``contentInsets`` back to the style's (UIKit's `setDefaultContentInsets()`): zero
    /// here.
    public mutating func setDefaultContentInsets() {
      contentInsets = NSDirectionalEdgeInsets()
    }

    /// The configuration for `button`'s state (UIKit's `updated(for:)`): unchanged, as Compose
    /// styles no states.
    ///
    /// - Parameter button: The button.
    /// - Returns: The configuration.
    public func updated(for button: UIButton) -> Configuration { self }
  }
}

/// A function from one set of text attributes to another that a configuration applies to a
/// text (UIKit's `UIConfigurationTextAttributesTransformer`, iOS 15).
public struct UIConfigurationTextAttributesTransformer {
  /// The function.
  public let transform: (AttributeContainer) -> AttributeContainer

  /// Creates a transformer (UIKit's `init(_:)`).
  ///
  /// - Parameter transform: The function.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// Applies the transformer (UIKit's `callAsFunction(_:)`).
  ///
  /// - Parameter input: The attributes.
  /// - Returns: The transformed attributes.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }
}
