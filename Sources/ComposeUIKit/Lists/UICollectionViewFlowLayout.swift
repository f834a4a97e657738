import Compose
import Foundation

/// A layout of items in lines (UIKit's `UICollectionViewFlowLayout`), modelled as one item per
/// line: items follow each other along ``scrollDirection``, each as long as its size in that
/// direction (``itemSize``, or the size from a ``UICollectionViewDelegateFlowLayout``). UIKit
/// wraps several items into a line when they fit; Compose does not, so a grid shows fewer items
/// at once than in UIKit. Spacing and insets are inert.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The scrolling direction (UIKit's `scrollDirection`); vertical by default. Changing it after
  /// the collection view was created makes it end the display of every item and lay them out
  /// again along the new direction.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { if scrollDirection != oldValue { collectionView?.scrollDirectionDidChange() } }
  }

  /// The size of every item the delegate gives no size for (UIKit's `itemSize`); 50 by 50 by
  /// default.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { if itemSize != oldValue { invalidateLayout() } }
  }

  /// Inert (UIKit's `estimatedItemSize`).
  open var estimatedItemSize = CGSize.zero
  /// Inert (UIKit's `minimumLineSpacing`): lines follow each other with no gap.
  open var minimumLineSpacing: CGFloat = 10
  /// Inert (UIKit's `minimumInteritemSpacing`).
  open var minimumInteritemSpacing: CGFloat = 10
  /// Inert (UIKit's `headerReferenceSize`).
  open var headerReferenceSize = CGSize.zero
  /// Inert (UIKit's `sectionInset`): stored, the items are not moved.
  open var sectionInset = UIEdgeInsets.zero
  /// Inert (UIKit's `footerReferenceSize`).
  open var footerReferenceSize = CGSize.zero

  /// Creates a vertical flow layout with 50-by-50 items.
  public override init() {
    super.init()
  }

  /// Creates a flow layout from an archive (UIKit's `init(coder:)`): the archive's
  /// `scrollDirection`, `minimumLineSpacing`, `minimumInteritemSpacing`, `itemSize`,
  /// `estimatedItemSize`, `headerReferenceSize`, `footerReferenceSize` and `sectionInset`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    if let object = (coder as? ArchiveCoder)?.object { applyArchive(object) }
  }

  override var scrollAxis: ListView.Axis {
    scrollDirection == .horizontal ? .horizontal : .vertical
  }

  override var itemLength: CGFloat {
    scrollDirection == .horizontal ? itemSize.width : itemSize.height
  }
}
