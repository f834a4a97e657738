import Foundation

/// Accessibility announcements and state (UIKit's `UIAccessibility`). Inert: Compose has no
/// assistive technology, so posted notifications go nowhere and every feature reads off.
@preconcurrency @MainActor
public enum UIAccessibility {
  /// A notification posted to assistive technology (UIKit's `UIAccessibility.Notification`).
  public struct Notification: Hashable, RawRepresentable, Sendable {
    /// The raw value.
    public let rawValue: UInt32

    /// Creates a notification from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The screen changed (UIKit's `screenChanged`).
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed (UIKit's `layoutChanged`).
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement to speak (UIKit's `announcement`).
    public static let announcement = Notification(rawValue: 1008)
    /// A page was scrolled (UIKit's `pageScrolled`).
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts `notification` to assistive technology (UIKit's `post(notification:argument:)`).
  /// Inert: nothing listens headless.
  ///
  /// - Parameters:
  ///   - notification: The notification.
  ///   - argument: Its argument: an element to move to, or a string to announce.
  public static func post(notification: Notification, argument: Any?) {}

  /// Whether VoiceOver runs (UIKit's `isVoiceOverRunning`): never, headless.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether the user asked for reduced motion (UIKit's `isReduceMotionEnabled`): no.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether the user asked for bold text (UIKit's `isBoldTextEnabled`): no.
  public static var isBoldTextEnabled: Bool { false }
}

/// The system pasteboard (UIKit's `UIPasteboard`). ``general`` is a new, empty pasteboard at each
/// read, as ``UIApplication/shared`` is: Compose keeps no global state, so what one read stores
/// the next does not see. A pasteboard kept in a variable keeps its contents.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
  /// The general pasteboard (UIKit's `general`): a new, empty one at each read.
  open class var general: UIPasteboard { UIPasteboard() }

  /// The first string (UIKit's `string`).
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  /// The strings (UIKit's `strings`).
  open var strings: [String]?
  /// The first image (UIKit's `image`).
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }
  /// The images (UIKit's `images`).
  open var images: [UIImage]?
  /// The first URL (UIKit's `url`).
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  /// The URLs (UIKit's `urls`).
  open var urls: [URL]?
  /// Whether there are strings (UIKit's `hasStrings`).
  open var hasStrings: Bool { !(strings ?? []).isEmpty }
  /// Whether there are images (UIKit's `hasImages`).
  open var hasImages: Bool { !(images ?? []).isEmpty }
  /// Whether there are URLs (UIKit's `hasURLs`).
  open var hasURLs: Bool { !(urls ?? []).isEmpty }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Saves `image` to the user's photo album (UIKit's `UIImageWriteToSavedPhotosAlbum`). Inert:
/// there is no photo album headless, and the completion selector is never sent.
///
/// - Parameters:
///   - image: The image.
///   - completionTarget: Ignored.
///   - completionSelector: Ignored.
///   - contextInfo: Ignored.
@MainActor
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
  _ contextInfo: UnsafeMutableRawPointer?
) {}

/// Scales fonts and values with the user's text size (UIKit's `UIFontMetrics`). The modelled
/// iPhone uses the default text size, so nothing is scaled.
@preconcurrency @MainActor
open class UIFontMetrics: NSObject {
  /// The text style scaled for; the body style by default.
  public let textStyle: UIFont.TextStyle

  /// The metrics of the body style (UIKit's `default`); a new value at each read.
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// The metrics of `textStyle` (UIKit's `init(forTextStyle:)`).
  ///
  /// - Parameter textStyle: The text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// `font` scaled to the user's text size (UIKit's `scaledFont(for:)`): `font` itself.
  ///
  /// - Parameter font: The font.
  /// - Returns: The font.
  open func scaledFont(for font: UIFont) -> UIFont { font }

  /// `font` scaled, at most `maximumPointSize` (UIKit's `scaledFont(for:maximumPointSize:)`):
  /// `font` itself.
  ///
  /// - Parameters:
  ///   - font: The font.
  ///   - maximumPointSize: The largest size.
  /// - Returns: The font.
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }

  /// `value` scaled to the user's text size (UIKit's `scaledValue(for:)`): `value` itself.
  ///
  /// - Parameter value: The value.
  /// - Returns: The value.
  open func scaledValue(for value: CGFloat) -> CGFloat { value }
}
