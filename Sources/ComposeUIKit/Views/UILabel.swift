import Foundation

/// A view showing text (UIKit's `UILabel`). Its text is stored; nothing is drawn.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown.
  open var text: String?
  /// The text colour. Inert.
  open var textColor: UIColor?
  /// The maximum number of lines; `0` for no limit. Inert.
  open var numberOfLines = 1
  /// How text too long for a line is wrapped or truncated (UIKit's `lineBreakMode`). Stored
  /// only.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// The font of the text (UIKit's default: the 17-point system font). Inert.
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// How the text is aligned. Inert.
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the font shrinks to fit the width (UIKit's `adjustsFontSizeToFitWidth`). Inert.
  open var adjustsFontSizeToFitWidth = false
  /// Whether the font follows the user's text size (UIKit's
  /// `adjustsFontForContentSizeCategory`). Inert: Compose has no Dynamic Type sizes.
  open var adjustsFontForContentSizeCategory = false
  /// The smallest scale of the font when it shrinks to fit (UIKit's `minimumScaleFactor`). Inert.
  open var minimumScaleFactor: CGFloat = 0

  private var attributedTextStorage: NSAttributedString?

  /// The text with its attributes (UIKit's `attributedText`). Setting it sets ``text`` to its
  /// string; setting ``text`` makes this a plain string with that text. The attributes are
  /// stored only: nothing is drawn.
  open var attributedText: NSAttributedString? {
    get {
      if let stored = attributedTextStorage, stored.string == text { return stored }
      return text.map { NSAttributedString(string: $0) }
    }
    set {
      attributedTextStorage = newValue
      text = newValue?.string
    }
  }
}
