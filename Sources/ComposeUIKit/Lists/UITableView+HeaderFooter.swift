import Foundation

extension UITableView {
  /// Registers a header or footer class for `identifier` (UIKit's
  /// `register(_:forHeaderFooterViewReuseIdentifier:)`). `nil` unregisters; a class that is not
  /// a ``UITableViewHeaderFooterView`` registers plain ones.
  ///
  /// - Parameters:
  ///   - aClass: ``UITableViewHeaderFooterView`` or a subclass.
  ///   - identifier: The reuse identifier.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      headerFooterClasses[identifier] = nil
      return
    }
    headerFooterClasses[identifier] =
      (aClass as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self
  }

  /// A header or footer view of the class registered for `identifier`, or `nil` when none is
  /// (UIKit's `dequeueReusableHeaderFooterView(withIdentifier:)`). Compose keeps no queue of
  /// header views: each call makes a new one (``UITableViewHeaderFooterView``).
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: A new view of the registered class, or `nil`.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    headerFooterClasses[identifier]?.init(composeReuseIdentifier: identifier)
  }
}
