import Foundation

/// How a paragraph of text is laid out: alignment, line breaks, spacing and indents (UIKit's
/// `NSParagraphStyle`), for an attributed string's `NSAttributedString.Key.paragraphStyle`.
/// Stored only: Compose lays out no text. ``NSMutableParagraphStyle`` is the one to change.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
  /// The values, shared by both classes.
  struct Values {
    var alignment = NSTextAlignment.natural
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var hyphenationFactor: Float = 0
  }

  var values = Values()

  /// The default style (UIKit's `default`): natural alignment, word wrapping, no spacing; a new
  /// value at each read, so that nothing global is shared.
  public class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// Creates the default style (UIKit's `init()`).
  public override init() { super.init() }

  /// The alignment (UIKit's `alignment`).
  open var alignment: NSTextAlignment { values.alignment }
  /// How lines break (UIKit's `lineBreakMode`).
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// The space between lines (UIKit's `lineSpacing`).
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// The space after the paragraph (UIKit's `paragraphSpacing`).
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// The space before the paragraph (UIKit's `paragraphSpacingBefore`).
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// The first line's indent (UIKit's `firstLineHeadIndent`).
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The other lines' indent (UIKit's `headIndent`).
  open var headIndent: CGFloat { values.headIndent }
  /// The trailing indent (UIKit's `tailIndent`).
  open var tailIndent: CGFloat { values.tailIndent }
  /// The least line height (UIKit's `minimumLineHeight`).
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The greatest line height, 0 for none (UIKit's `maximumLineHeight`).
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// The line height multiple (UIKit's `lineHeightMultiple`).
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// The hyphenation threshold (UIKit's `hyphenationFactor`).
  open var hyphenationFactor: Float { values.hyphenationFactor }

  /// A copy with the same values (UIKit's `copy(with:)`).
  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  /// A changeable copy, an ``NSMutableParagraphStyle`` (UIKit's `mutableCopy(with:)`).
  public func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }
}

/// A paragraph style whose values can be set (UIKit's `NSMutableParagraphStyle`). Stored only.
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// The alignment (UIKit's `alignment`).
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  /// How lines break (UIKit's `lineBreakMode`).
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  /// The space between lines (UIKit's `lineSpacing`).
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  /// The space after the paragraph (UIKit's `paragraphSpacing`).
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  /// The space before the paragraph (UIKit's `paragraphSpacingBefore`).
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  /// The first line's indent (UIKit's `firstLineHeadIndent`).
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  /// The other lines' indent (UIKit's `headIndent`).
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  /// The trailing indent (UIKit's `tailIndent`).
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  /// The least line height (UIKit's `minimumLineHeight`).
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  /// The greatest line height, 0 for none (UIKit's `maximumLineHeight`).
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  /// The line height multiple (UIKit's `lineHeightMultiple`).
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  /// The hyphenation threshold (UIKit's `hyphenationFactor`).
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }

  /// Takes every value of `other` (UIKit's `setParagraphStyle(_:)`).
  ///
  /// - Parameter other: The style to copy.
  open func setParagraphStyle(_ other: NSParagraphStyle) {
    values = other.values
  }
}
