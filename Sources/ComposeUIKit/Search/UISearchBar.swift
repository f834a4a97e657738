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

  /// Creates a search bar with `frame`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Returns `nil`: Compose reads no archives.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
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
