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
  /// How the text's paragraphs are laid out, an ``NSParagraphStyle`` (UIKit's
  /// `NSAttributedString.Key.paragraphStyle`). Stored only.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Extra space between characters, in points (UIKit's `NSAttributedString.Key.kern`). Stored
  /// only.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline, an ``NSUnderlineStyle`` raw value (UIKit's
  /// `NSAttributedString.Key.underlineStyle`). Stored only.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's colour, a ``UIColor`` (UIKit's `NSAttributedString.Key.underlineColor`).
  /// Stored only.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The line through the text, an ``NSUnderlineStyle`` raw value (UIKit's
  /// `NSAttributedString.Key.strikethroughStyle`). Stored only.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The line's colour, a ``UIColor`` (UIKit's `NSAttributedString.Key.strikethroughColor`).
  /// Stored only.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The outline's colour, a ``UIColor`` (UIKit's `NSAttributedString.Key.strokeColor`). Stored
  /// only.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width (UIKit's `NSAttributedString.Key.strokeWidth`). Stored only.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The offset from the baseline, in points (UIKit's
  /// `NSAttributedString.Key.baselineOffset`). Stored only.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// The lines drawn under or through text (UIKit's `NSUnderlineStyle`). Stored only.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int

  /// Creates a style from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A dotted line.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Words only, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
