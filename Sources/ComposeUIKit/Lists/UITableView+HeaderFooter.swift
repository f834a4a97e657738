import Foundation

extension UITableView {
  /// The work of the open `register` method of the same parameters (see its comment).
  func composeRegisterHeaderFooterClass(
    _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterNibs[identifier] = nil
    guard let aClass else {
      headerFooterClasses[identifier] = nil
      return
    }
    headerFooterClasses[identifier] =
      (aClass as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self
  }

  /// The work of the open `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib (see its
  /// comment).
  func composeRegisterHeaderFooterNib(
    _ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterClasses[identifier] = nil
    headerFooterNibs[identifier] = nib
  }

  /// A header or footer view of the class or nib registered for `identifier`, or `nil` when
  /// none is (UIKit's `dequeueReusableHeaderFooterView(withIdentifier:)`). Compose keeps no
  /// queue of header views: each call makes a new one (``UITableViewHeaderFooterView``, or the
  /// nib's first top-level one; a nib that makes none is reported and answered with a plain
  /// view).
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: A new view of the registered class, or `nil`.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let nib = headerFooterNibs[identifier] {
      let made = nib.instantiate(withOwner: nil).lazy.compactMap {
        $0 as? UITableViewHeaderFooterView
      }.first
      if let made { return made }
      nib.archives.report(
        "the nib \"\(nib.name)\" makes no UITableViewHeaderFooterView",
        at: "UINib(\"\(nib.name)\")", on: nil, view: bridge.list)
      return UITableViewHeaderFooterView(composeReuseIdentifier: identifier)
    }
    return headerFooterClasses[identifier]?.init(composeReuseIdentifier: identifier)
  }
}
