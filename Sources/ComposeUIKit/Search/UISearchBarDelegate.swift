/// Told what the user does in a search bar (UIKit's `UISearchBarDelegate`). Every method has a
/// default, as UIKit's are optional.
///
/// Inert in Compose: nobody types into or taps a headless ``UISearchBar``, so none of these
/// methods is called by Compose; a test may call them directly.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Called when the user changed the text, cleared included (UIKit's
  /// `searchBar(_:textDidChange:)`).
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - searchText: The bar's text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Called when the user changed the selected scope button (UIKit's
  /// `searchBar(_:selectedScopeButtonIndexDidChange:)`).
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - selectedScope: The index of the selected scope button.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
  /// Called when the search button was tapped (UIKit's `searchBarSearchButtonClicked(_:)`).
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// Called when the cancel button was tapped (UIKit's `searchBarCancelButtonClicked(_:)`).
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Called when editing began (UIKit's `searchBarTextDidBeginEditing(_:)`).
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Called when editing ended (UIKit's `searchBarTextDidEndEditing(_:)`).
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}
