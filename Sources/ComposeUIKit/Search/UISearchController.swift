import Foundation

/// A view controller that manages search through a search bar (UIKit's `UISearchController`).
///
/// Inert in Compose: the search bar is a stored ``UISearchBar``, the results controller and the
/// updater are kept, and ``isActive`` is stored only. UIKit presents the search interface when
/// the user taps the bar (or `isActive` is set) and calls the updater as the user types; with no
/// keyboard and no bar drawn, Compose presents nothing and calls nobody. Place the bar as UIKit
/// code does (``UINavigationItem/searchController``, a table's `tableHeaderView`).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The view controller showing the results, or `nil` when the searched view controller shows
  /// them itself (UIKit's `searchResultsController`).
  public private(set) var searchResultsController: UIViewController?
  /// The search bar (UIKit's `searchBar`), created with the controller.
  public let searchBar = UISearchBar(frame: .zero)
  /// Updates the results as the text changes; weak. Never called by Compose.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// Told when the search interface is presented and dismissed; weak. Never called by Compose.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the search interface is shown (UIKit's `isActive`). Stored only: setting it
  /// presents nothing.
  open var isActive = false
  /// Whether the searched content is obscured during a search (default `true`). Stored only.
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the searched content is dimmed during a search (deprecated in UIKit for
  /// ``obscuresBackgroundDuringPresentation``, which it reads and writes).
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides during a search (UIKit's default: `true`). Stored only.
  open var hidesNavigationBarDuringPresentation = true

  /// Creates a search controller (UIKit's `init(searchResultsController:)`).
  ///
  /// - Parameter searchResultsController: The view controller showing the results, or `nil` to
  ///   show them in the searched view controller.
  public convenience init(searchResultsController: UIViewController?) {
    self.init(nibName: nil, bundle: nil)
    self.searchResultsController = searchResultsController
  }

  /// Creates a search controller with no results controller.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: Compose loads no nibs.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Returns `nil`: Compose reads no archives.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }
}
