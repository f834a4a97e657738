import Compose

/// Told what text the user chose on the ``RootScreen``.
public protocol RootScreenDelegate: AnyObject {
  /// The user submitted `text` (`nil` for nothing).
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - text: The text, or `nil`.
  func rootScreen(_ screen: RootScreen, didSelectText text: String?)
}

/// The delegate-flow post's first screen: it obtains a text from the user and reports it. It knows
/// nothing of what comes next, nor of its container.
public final class RootScreen: Component {
  /// Told the chosen text. Weak.
  public weak var delegate: (any RootScreenDelegate)?

  /// Creates the screen, named `root`.
  public init() { super.init(traceName: "root") }

  /// What the screen does when the user submits `text`: reports it to the delegate.
  ///
  /// - Parameter text: The text, or `nil`.
  public func submit(_ text: String?) {
    delegate?.rootScreen(self, didSelectText: text)
  }
}

/// Told when an ``OtherScreen`` wants to be closed.
public protocol OtherScreenDelegate: AnyObject {
  /// The user tapped the close button of `screen`.
  ///
  /// - Parameter screen: The screen.
  func otherScreenShouldDismiss(_ screen: OtherScreen)
}

/// The delegate-flow post's second screen: it shows a text and, when it has a close button, asks
/// its delegate to close it. Whether it was pushed or presented is not its business.
public final class OtherScreen: Component {
  /// The text shown.
  public let text: String
  /// Whether the screen shows a close button.
  public let showsCloseButton: Bool
  /// Told when the close button is tapped. Weak.
  public weak var delegate: (any OtherScreenDelegate)?

  /// Creates the screen, named `other <text>`.
  ///
  /// - Parameters:
  ///   - text: The text to show.
  ///   - showsCloseButton: Whether it has a close button.
  ///   - delegate: Told when the close button is tapped.
  public init(text: String, showsCloseButton: Bool, delegate: (any OtherScreenDelegate)?) {
    self.text = text
    self.showsCloseButton = showsCloseButton
    self.delegate = delegate
    super.init(traceName: "other \(text)")
  }

  /// What the close button does: asks the delegate to close the screen. Ignored without a close
  /// button.
  public func tapClose() {
    guard showsCloseButton else { return }
    delegate?.otherScreenShouldDismiss(self)
  }
}
