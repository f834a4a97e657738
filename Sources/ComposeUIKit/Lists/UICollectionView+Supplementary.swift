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
    guard let viewClass else {
      return registerSupplementary(nil, ofKind: elementKind, withReuseIdentifier: identifier)
    }
    let type = (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
    registerSupplementary(
      { type.init(composeReuseIdentifier: identifier) }, ofKind: elementKind,
      withReuseIdentifier: identifier)
  }

  /// The work of the open `register` method of the same parameters (see its comment): the nib's
  /// first `UICollectionReusableView`, made anew for each view dequeued; a nib that makes none is
  /// reported and a plain view stands for it.
  func composeRegisterSupplementaryNib(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    guard let nib else {
      return registerSupplementary(nil, ofKind: kind, withReuseIdentifier: identifier)
    }
    registerSupplementary(
      { [weak self] in
        let made = nib.instantiate(withOwner: nil).lazy
          .compactMap { $0 as? UICollectionReusableView }.first
        if made == nil {
          nib.archives.report(
            "the nib \"\(nib.name)\" makes no UICollectionReusableView",
            at: "UINib(\"\(nib.name)\")", on: nil, view: self?.bridge.list)
        }
        return made ?? UICollectionReusableView(composeReuseIdentifier: identifier)
      }, ofKind: kind, withReuseIdentifier: identifier)
  }

  /// Registers what makes the supplementary views of `kind` and `identifier` (`nil` removes the
  /// registration).
  func registerSupplementary(
    _ make: (@MainActor () -> UICollectionReusableView)?, ofKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryFactories[Self.supplementaryKey(kind, identifier)] = make
  }

  /// A supplementary view for `elementKind` at `indexPath` (UIKit's
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`): a new view of the
  /// registered class, nib or storyboard header or footer. Compose lays out no supplementary views, so the view is not shown and not
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
    if let make = supplementaryFactories[Self.supplementaryKey(elementKind, identifier)] {
      return make()
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
