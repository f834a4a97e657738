import Compose
import Foundation

/// A view a ``UICollectionView`` recycles through a reuse queue (UIKit's
/// `UICollectionReusableView`), the base of ``UICollectionViewCell``.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier of the reuse queue this view returns to (UIKit's `reuseIdentifier`).
  public internal(set) var reuseIdentifier: String?

  /// Creates a view with `frame` (UIKit's `init(frame:)`).
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view from an archive (UIKit's `init(coder:)`), with the archive's
  /// `reuseIdentifier`; its attributes and subviews are set after it returns.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    reuseIdentifier = (coder as? ArchiveCoder)?.object["reuseIdentifier"]
  }

  /// Creates a registered cell or supplementary view (not UIKit API: what UIKit does when it
  /// makes a registered class's view): `init(frame: .zero)`, then the reuse identifier.
  ///
  /// - Parameter identifier: The reuse identifier it was registered for.
  public required convenience init(composeReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Called when the collection view takes this view from its reuse queue for another item,
  /// before the data source configures it (UIKit's `prepareForReuse()`). A subclass calls
  /// `super`.
  open func prepareForReuse() {}
}
