import Compose
import Foundation

/// A view a ``UICollectionView`` recycles through a reuse queue (UIKit's
/// `UICollectionReusableView`), the base of ``UICollectionViewCell``.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier of the reuse queue this view returns to (UIKit's `reuseIdentifier`).
  public internal(set) var reuseIdentifier: String? {
    didSet { followReuseIdentifier() }
  }

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
    // A cell's EngineViewCoder carries its engine cell through to UIView.
    super.init(coder: coder)
    reuseIdentifier = (coder as? ArchiveCoder)?.object["reuseIdentifier"]
    followReuseIdentifier()
  }

  /// Gives a cell's engine cell this view's ``reuseIdentifier``: a cell is pooled by it.
  func followReuseIdentifier() {
    (composeView as? ListCell)?.changeReuseIdentifier(
      to: reuseIdentifier ?? ListBridge.unreusedIdentifier)
  }

  /// Creates a registered cell or supplementary view (not UIKit API: what UIKit does when it
  /// makes a registered class's view): `init(frame: .zero)`, then the reuse identifier.
  ///
  /// - Parameter identifier: The reuse identifier it was registered for.
  public required convenience init(composeReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
    followReuseIdentifier()
  }

  /// Called when the collection view takes this view from its reuse queue for another item,
  /// before the data source configures it (UIKit's `prepareForReuse()`). A subclass calls
  /// `super`.
  open func prepareForReuse() {}
}
