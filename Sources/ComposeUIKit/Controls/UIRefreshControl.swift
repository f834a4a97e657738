import Foundation

/// A pull-to-refresh control of a scroll view (UIKit's `UIRefreshControl`), set as the scroll
/// view's ``UIScrollView/refreshControl``. Compose has no touches: ``composePullToRefresh()`` is
/// the headless pull, which begins refreshing and sends `.valueChanged`, as the user's pull does.
/// ``beginRefreshing()`` and ``endRefreshing()`` change ``isRefreshing`` and send nothing, as in
/// UIKit. Drawing (the spinner, ``attributedTitle``) is stored only.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is under way (UIKit's `isRefreshing`).
  open private(set) var isRefreshing = false
  /// The title under the spinner (UIKit's `attributedTitle`). Stored only.
  open var attributedTitle: NSAttributedString?

  /// Creates a refresh control (UIKit's `init()`).
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Begins refreshing (UIKit's `beginRefreshing()`); sends no action, as in UIKit.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Ends refreshing (UIKit's `endRefreshing()`).
  open func endRefreshing() {
    isRefreshing = false
  }

  /// The headless pull to refresh: unless a refresh is under way, begins refreshing and sends
  /// `.valueChanged` to the control's actions, as the user's pull does in UIKit.
  ///
  /// - Returns: Whether a refresh began.
  @discardableResult
  public func composePullToRefresh() -> Bool {
    guard !isRefreshing, isEnabled else { return false }
    isRefreshing = true
    sendActions(for: .valueChanged)
    return true
  }
}
