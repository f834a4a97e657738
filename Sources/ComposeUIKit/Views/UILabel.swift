/// A view showing text (UIKit's `UILabel`). Its text is stored; nothing is drawn.
@MainActor
open class UILabel: UIView {
  /// The text shown.
  open var text: String?
  /// The text colour. Inert.
  open var textColor: UIColor?
  /// The maximum number of lines; `0` for no limit. Inert.
  open var numberOfLines = 1
}
