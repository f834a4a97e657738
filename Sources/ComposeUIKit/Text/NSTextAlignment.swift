/// How text is aligned horizontally (UIKit's `NSTextAlignment`, with iOS's raw values). Inert:
/// Compose draws no text.
public enum NSTextAlignment: Int, Hashable, Sendable {
  /// Aligned to the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Aligned to the right edge.
  case right = 2
  /// Fully justified.
  case justified = 3
  /// Aligned by the script's writing direction.
  case natural = 4
}
