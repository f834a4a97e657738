import Compose
import Foundation

/// A view controller whose view is a collection view, and which is its data source and delegate
/// (UIKit's `UICollectionViewController`): open, subclass it as in UIKit and write
/// `override func collectionView(_:numberOfItemsInSection:)`,
/// `override func collectionView(_:cellForItemAt:)` and so on.
///
/// A subclass that also adopts ``UICollectionViewDelegateFlowLayout`` implements
/// `collectionView(_:layout:sizeForItemAt:)` without `override`, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout of the collection view ``loadView()`` makes.
  private let initialLayout: UICollectionViewLayout

  /// Whether the selection is cleared when the view is about to appear (UIKit's
  /// `clearsSelectionOnViewWillAppear`); `true` by default.
  open var clearsSelectionOnViewWillAppear = true

  /// Inert (UIKit's `installsStandardGestureForInteractiveMovement`): Compose has no gestures.
  open var installsStandardGestureForInteractiveMovement = true

  /// Creates a collection view controller with `layout` (UIKit's
  /// `init(collectionViewLayout:)`).
  ///
  /// - Parameter layout: The collection view's layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a collection view controller whose view is the collection view of the nib
  /// `nibNameOrNil`, or one with a vertical flow layout when it is `nil` (UIKit's
  /// `init(nibName:bundle:)`).
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The xib whose File's Owner `view` outlet is the collection view, or `nil`.
  ///   - nibBundleOrNil: Kept in ``UIViewController/nibBundle``, not read.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a collection view controller from a storyboard scene (UIKit's `init(coder:)`): its
  /// view is the scene's collection view, with its layout and prototype cells, made when the
  /// view loads.
  ///
  /// - Parameter coder: The scene's archive.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view, which is the view (UIKit's `collectionView`); reading it loads the
  /// view. Setting it replaces the view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout (UIKit's `collectionViewLayout`).
  public var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
  }

  /// Makes the view: the collection view of the storyboard scene or the named nib this view
  /// controller was made with (its data source and delegate are the archive's outlets), else a
  /// collection view with the layout given at creation, as large as the screen, whose data
  /// source and delegate are this view controller.
  open override func loadView() {
    if loadArchivedView(lookingUpByClassName: false) { return }
    let collectionView = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is `true`; a subclass calls
  /// `super`.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? UICollectionView
    else { return }
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  // MARK: UICollectionViewDataSource

  /// No items: override it.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 0 }

  /// A plain cell: override it.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  // MARK: UICollectionViewDelegate

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Every item may be selected.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// Every item may be deselected.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// `true` (never asked).
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing (never called).
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}

  /// Does nothing (never called).
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}

  /// No menu (never asked by Compose).
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  /// No menu (never asked by Compose).
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  // MARK: UIScrollViewDelegate

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing (see ``UIScrollViewDelegate``).
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  /// Returns `true`.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

  /// Returns `nil`.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
