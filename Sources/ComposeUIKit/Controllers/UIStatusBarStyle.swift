/// The style of the status bar (UIKit's `UIStatusBarStyle`, with its raw values). Inert:
/// Compose draws no status bar.
public enum UIStatusBarStyle: Int, Hashable, Sendable {
  /// The system's choice for the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}
