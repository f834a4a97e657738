import Compose
import Foundation

extension UICollectionView {
  /// The element kind of a section header (UIKit's `elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The element kind of a section footer (UIKit's `elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The work of the open `register` method of the same parameters (see its comment).
  func composeRegisterSupplementaryClass(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = Self.supplementaryKey(elementKind, identifier)
    guard let viewClass else {
      supplementaryClasses[key] = nil
      return
    }
    supplementaryClasses[key] =
      (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
  }

  /// The work of the open `register` method of the same parameters (see its comment).
  func composeRegisterSupplementaryNib(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    composeRegisterSupplementaryClass(
      nib == nil ? nil : UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: identifier)
  }

  /// A supplementary view for `elementKind` at `indexPath` (UIKit's
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`): a new view of the
  /// registered class. Compose lays out no supplementary views, so the view is not shown and not
  /// recycled. An unregistered kind and identifier (UIKit raises an exception) is reported
  /// (`Diagnostic.Code.unregisteredReuseIdentifier`) and answered with a plain view.
  ///
  /// - Parameters:
  ///   - elementKind: The element kind.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: Where the view goes.
  /// - Returns: The view.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let type = supplementaryClasses[Self.supplementaryKey(elementKind, identifier)] {
      return type.init(composeReuseIdentifier: identifier)
    }
    _ = composeView.report(
      .unregisteredReuseIdentifier,
      "no supplementary view registered for kind \"\(elementKind)\" and identifier "
        + "\"\(identifier)\"")
    return UICollectionReusableView(composeReuseIdentifier: identifier)
  }

  /// Sets the layout (UIKit's `setCollectionViewLayout(_:animated:)`); Compose does not animate.
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - animated: Ignored.
  public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// Sets the layout, then calls `completion` with `true` (UIKit's
  /// `setCollectionViewLayout(_:animated:completion:)`); Compose does not animate.
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - animated: Ignored.
  ///   - completion: Called once the layout is set.
  public func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
  ) {
    collectionViewLayout = layout
    completion?(true)
  }

  private static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
    kind + "\u{1F}" + identifier
  }
}
