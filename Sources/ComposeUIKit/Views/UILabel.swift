/// A view showing text (UIKit's `UILabel`). Its text is stored; nothing is drawn.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown.
  open var text: String?
  /// The text colour. Inert.
  open var textColor: UIColor?
  /// The maximum number of lines; `0` for no limit. Inert.
  open var numberOfLines = 1
  /// The font of the text (UIKit's default: the 17-point system font). Inert.
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// How the text is aligned. Inert.
  open var textAlignment: NSTextAlignment = .natural
}
