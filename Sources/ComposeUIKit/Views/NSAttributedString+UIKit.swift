import Foundation

extension NSAttributedString.Key {
  /// The text's font, a ``UIFont`` (UIKit's `NSAttributedString.Key.font`). Stored only:
  /// nothing is drawn.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour, a ``UIColor`` (UIKit's `NSAttributedString.Key.foregroundColor`).
  /// Stored only.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text, a ``UIColor`` (UIKit's
  /// `NSAttributedString.Key.backgroundColor`). Stored only.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
