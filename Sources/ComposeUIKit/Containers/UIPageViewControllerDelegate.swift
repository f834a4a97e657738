/// Told about the user's page turns (UIKit's `UIPageViewControllerDelegate`). Both methods have
/// defaults, as UIKit's are optional. The page view controller holds it weakly.
///
/// As in UIKit, only a gesture-driven transition (``UIPageViewController/composeBeginSwipe(_:)``,
/// the headless swipe) calls them;
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` does not. UIKit's
/// orientation methods (`pageViewController(_:spineLocationFor:)`,
/// `pageViewControllerSupportedInterfaceOrientations(_:)`,
/// `pageViewControllerPreferredInterfaceOrientationForPresentation(_:)`) are not modelled: Compose
/// has no rotation.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// Called when a swipe starts, before the pending page's `willMove(toParent:)` and any
  /// appearance callback.
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - pendingViewControllers: The pages the swipe turns to.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])

  /// Called when a swipe has ended, after every appearance and containment callback of the
  /// turn: `completed` is `true` when the swipe turned the page, `false` when it was cancelled
  /// (the pages are those before the swipe).
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - finished: Whether the animation finished: always `true` (Compose's clock never cuts
  ///     one short).
  ///   - previousViewControllers: The pages before the swipe.
  ///   - completed: Whether the swipe turned the page.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}

  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
