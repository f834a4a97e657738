import Compose
import Foundation

/// How a ``UICollectionView`` lays its items out (UIKit's `UICollectionViewLayout`). Compose
/// lays out only ``UICollectionViewFlowLayout``; any other layout lays items out as a vertical
/// flow layout with UIKit's default item size.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using this layout; weak (UIKit's `collectionView`).
  public internal(set) weak var collectionView: UICollectionView?

  /// Creates a layout.
  public override init() {}

  /// Creates a layout from an archive (UIKit's `init(coder:)`).
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {}

  /// Asks the collection view to lay out again (UIKit's `invalidateLayout()`): it reads the
  /// item sizes again at its next change.
  open func invalidateLayout() {
    collectionView?.layoutDidChange()
  }

  /// The direction the layout scrolls in: vertical unless a flow layout says otherwise.
  var scrollAxis: ListView.Axis { .vertical }

  /// The length of an item along the scrolling direction when the delegate gives no size.
  var itemLength: CGFloat { 50 }

  /// Whether the layout gives its own length to the items of each section
  /// (``cellLength(inSection:collectionViewSize:)``).
  var hasSectionLengths: Bool { false }

  /// The length of each item of `section` along the scrolling direction in a collection view of
  /// `size`, for a layout with ``hasSectionLengths``; `nil` for the default length.
  func cellLength(inSection section: Int, collectionViewSize size: CGSize) -> CGFloat? { nil }
}
