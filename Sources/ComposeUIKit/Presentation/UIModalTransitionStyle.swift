/// The transition of a presentation (UIKit's `UIModalTransitionStyle`, with UIKit's raw values).
/// Stored only: Compose animates nothing.
public enum UIModalTransitionStyle: Int, Hashable, Sendable {
  /// The presented view slides up from the bottom (the default).
  case coverVertical = 0
  /// A horizontal flip.
  case flipHorizontal = 1
  /// A cross-dissolve.
  case crossDissolve = 2
  /// A page curl.
  case partialCurl = 3
}
