import Foundation

/// A bar with a search field (UIKit's `UISearchBar`). Inert: a view whose text, placeholder and
/// scope buttons are stored; nothing is drawn, nobody types, and the ``delegate`` is never told.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The search text (UIKit's `text`). Setting it does not call the delegate, as in UIKit.
  open var text: String?
  /// The text shown while the field is empty. Stored only.
  open var placeholder: String?
  /// A line of text above the field. Stored only.
  open var prompt: String?
  /// The delegate; weak. Never called by Compose.
  open weak var delegate: (any UISearchBarDelegate)?
  /// Whether the cancel button shows. Stored only.
  open var showsCancelButton = false
  /// Whether the bookmark button shows. Stored only.
  open var showsBookmarkButton = false
  /// Whether the scope bar shows. Stored only.
  open var showsScopeBar = false
  /// The titles of the scope buttons. Stored only.
  open var scopeButtonTitles: [String]?
  /// The index of the selected scope button (UIKit's default: 0). Stored only.
  open var selectedScopeButtonIndex = 0
  /// The bar's look (UIKit's `searchBarStyle`). Stored only.
  open var searchBarStyle = Style.default
  /// The bar's background tint (UIKit's `barTintColor`). Stored only.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent (UIKit's `isTranslucent`). Stored only.
  open var isTranslucent = true
  /// The search field (UIKit's `searchTextField`, iOS 13): a text field inside the bar; its
  /// properties are stored, and the bar's ``text`` is kept separately.
  public let searchTextField = UISearchTextField(frame: .zero)
  /// Capitalization (UIKit's `autocapitalizationType`). Stored only.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Autocorrection (UIKit's `autocorrectionType`). Stored only.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// The keyboard (UIKit's `keyboardType`). Stored only.
  open var keyboardType = UIKeyboardType.default
  /// The return key (UIKit's `returnKeyType`). Stored only.
  open var returnKeyType = UIReturnKeyType.search

  /// A search bar's look (UIKit's `UISearchBar.Style`).
  public enum Style: Int, Hashable, Sendable {
    /// The system's.
    case `default`
    /// A translucent background, an opaque field.
    case prominent
    /// No background, a translucent field.
    case minimal
  }

  /// Creates a search bar with `frame`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a search bar from an archive (UIKit's `init(coder:)`); the archive's text,
  /// placeholder, prompt, style and buttons are set after.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows or hides the cancel button (UIKit's `setShowsCancelButton(_:animated:)`). Stored only.
  ///
  /// - Parameters:
  ///   - showsCancelButton: Whether the cancel button shows.
  ///   - animated: Ignored: Compose animates nothing.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }
}

/// The text field of a search bar (UIKit's `UISearchTextField`, iOS 13). Its tokens are not
/// modelled.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}
