/// Updates search results from a search controller's bar (UIKit's `UISearchResultsUpdating`).
///
/// Inert in Compose: nobody types into a headless search bar, so ``UISearchController`` never
/// calls ``updateSearchResults(for:)``; a test may call it directly.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// Asked to update the results when the bar's text changes or it becomes first responder
  /// (UIKit's `updateSearchResults(for:)`).
  ///
  /// - Parameter searchController: The search controller whose bar changed.
  func updateSearchResults(for searchController: UISearchController)
}
