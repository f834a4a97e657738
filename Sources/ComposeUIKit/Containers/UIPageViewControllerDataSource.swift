/// The object that gives a ``UIPageViewController`` the pages around the current one, on demand
/// (UIKit's `UIPageViewControllerDataSource`). The page view controller holds it weakly.
///
/// Compose asks it when a swipe starts (``UIPageViewController/composeBeginSwipe(_:)``, the
/// headless stand-in for the user's gesture): `pageViewController(_:viewControllerAfter:)` for a
/// forward swipe, `pageViewController(_:viewControllerBefore:)` for a reverse one; `nil` means
/// there is no page that way, and nothing happens (UIKit bounces).
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` does not ask it.
///
/// UIKit's optional methods are requirements with default implementations here, so a type
/// implements the ones it needs with UIKit's signatures. A class that takes a default
/// implementation and whose subclass declares the method gets the default through the protocol
/// (Swift's rule for protocol extensions): implement the method in the class that declares the
/// conformance.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or `nil` when it is the first (required).
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - viewController: The page the user navigates away from.
  /// - Returns: The previous page, or `nil`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?

  /// The page after `viewController`, or `nil` when it is the last (required).
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - viewController: The page the user navigates away from.
  /// - Returns: The next page, or `nil`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?

  /// The number of dots of the page indicator UIKit draws for the scroll style when both this
  /// method and ``presentationIndex(for:)`` are implemented. The default is `0`. Compose draws no
  /// page indicator: it is never called.
  ///
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: The number of pages the indicator shows.
  func presentationCount(for pageViewController: UIPageViewController) -> Int

  /// The selected dot of that page indicator. The default is `0`. Never called.
  ///
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: The index of the current page in the indicator.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// No page indicator.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  /// The first dot.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
