import Compose
import Foundation

/// A view whose content scrolls (UIKit's `UIScrollView`), here the base of ``UITableView`` and
/// ``UICollectionView``: only what those need is modelled.
///
/// On its own a scroll view keeps ``contentOffset`` as a stored value and lays nothing out; a
/// table or collection view maps it to its rows (the offset along its scrolling direction).
/// Compose has no touches, so the scroll view never scrolls by itself and its indicator,
/// bouncing and paging properties are inert. UIKit's `delegate` property is declared by the
/// table and collection views with their own delegate types.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How the safe area adjusts the content inset (UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`). Inert: Compose has no safe area.
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// Adjusts for the scrollable axes, and for a view controller's navigation bar.
    case automatic = 0
    /// Adjusts for the scrollable axes only.
    case scrollableAxes = 1
    /// Never adjusts.
    case never = 2
    /// Always adjusts.
    case always = 3
  }

  /// Storage of ``contentOffset`` for a plain scroll view.
  private var storedContentOffset = CGPoint.zero

  /// The point of the content shown at the scroll view's top-left corner (UIKit's
  /// `contentOffset`). Setting it scrolls at once.
  open var contentOffset: CGPoint {
    get { storedContentOffset }
    set { storedContentOffset = newValue }
  }

  /// The size of the content (UIKit's `contentSize`). Stored; a table or collection view reports
  /// the size of its rows.
  open var contentSize: CGSize = .zero
  /// The scroll view's pull-to-refresh control (UIKit's `refreshControl`). Kept, not placed:
  /// ``UIRefreshControl/composePullToRefresh()`` stands for the pull.
  open var refreshControl: UIRefreshControl?

  /// Inert (UIKit's `contentInset`): stored, never moves the content.
  open var contentInset = UIEdgeInsets.zero
  /// Inert (UIKit's `contentInsetAdjustmentBehavior`).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Inert (UIKit's `isScrollEnabled`): code scrolls the view whatever its value.
  open var isScrollEnabled = true
  /// Inert (UIKit's `showsVerticalScrollIndicator`).
  open var showsVerticalScrollIndicator = true
  /// Inert (UIKit's `showsHorizontalScrollIndicator`).
  open var showsHorizontalScrollIndicator = true
  /// Inert (UIKit's `bounces`).
  open var bounces = true
  /// Inert (UIKit's `alwaysBounceVertical`).
  open var alwaysBounceVertical = false
  /// Inert (UIKit's `alwaysBounceHorizontal`).
  open var alwaysBounceHorizontal = false
  /// Inert (UIKit's `isPagingEnabled`).
  open var isPagingEnabled = false
  /// Whether a tap on the status bar scrolls to the top (UIKit's `scrollsToTop`). Stored only:
  /// there is no status bar.
  open var scrollsToTop = true
  /// How dragging dismisses the keyboard (UIKit's `keyboardDismissMode`). Stored only: there is
  /// no keyboard.
  open var keyboardDismissMode = KeyboardDismissMode.none

  /// How dragging a scroll view dismisses the keyboard (UIKit's
  /// `UIScrollView.KeyboardDismissMode`).
  public enum KeyboardDismissMode: Int, Hashable, Sendable {
    /// It does not.
    case none
    /// When a drag begins.
    case onDrag
    /// Following the drag.
    case interactive
    /// When a drag begins, with the accessory view.
    case onDragWithAccessory
    /// Following the drag, with the accessory view.
    case interactiveWithAccessory
  }

  /// Scrolls to `contentOffset` (UIKit's `setContentOffset(_:animated:)`). `animated` is
  /// accepted and ignored: the offset changes at once.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}
