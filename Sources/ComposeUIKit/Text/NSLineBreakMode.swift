import Foundation

/// How text too long for its line is wrapped or truncated (UIKit's `NSLineBreakMode`, with its
/// raw values). Stored only: Compose lays out no text.
public enum NSLineBreakMode: Int, Hashable, Sendable {
  /// Wrapping at word boundaries.
  case byWordWrapping = 0
  /// Wrapping at characters.
  case byCharWrapping = 1
  /// Clipping.
  case byClipping = 2
  /// Truncating the start.
  case byTruncatingHead = 3
  /// Truncating the end.
  case byTruncatingTail = 4
  /// Truncating the middle.
  case byTruncatingMiddle = 5
}
