import Foundation

/// The object a ``UITableView`` tells which rows it will likely display soon (UIKit's
/// `UITableViewDataSourcePrefetching`), set as the table's ``UITableView/prefetchDataSource``;
/// the table holds it weakly.
///
/// Compose asks it after each scroll (a new ``UIScrollView/contentOffset`` or
/// ``UITableView/scrollToRow(at:at:animated:)``), once the rows are displayed and the delegate
/// has heard `scrollViewDidScroll(_:)`: the rows within one screen beyond the displayed ones in
/// the direction of the scroll, nearest first, as Apple documents the order. UIKit's optional
/// method is a requirement with a default implementation here.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// Starts preparing the data of the rows at `indexPaths` (UIKit's
  /// `tableView(_:prefetchRowsAt:)`, required): the rows nearest the displayed ones come first.
  /// A row is asked for once until it is displayed or cancelled.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows, nearest the visible area first.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Stops preparing the rows at `indexPaths` (UIKit's `tableView(_:cancelPrefetchingForRowsAt:)`):
  /// rows asked for that a later scroll left neither displayed nor within one screen ahead,
  /// ascending. The default does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows no longer needed.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing (UIKit's optional method, not implemented).
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
