#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

/// A page view controller's data source and delegate over a fixed list of pages, written as for
/// UIKit. It logs what it is asked and told into the pages' event log, so that its calls
/// interleave with the pages' hooks: `dataSource.after(first)`, `delegate.willTransitionTo([b])`,
/// `delegate.didFinishAnimating(true, previous: [a], completed: true)`.
final class PageList: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages: [UIViewController]
  let log: EventLog

  init(_ pages: [UIViewController], log: EventLog) {
    self.pages = pages
    self.log = log
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    log.append("dataSource.before(\(logName(viewController)))")
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    log.append("dataSource.after(\(logName(viewController)))")
    guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.append("delegate.willTransitionTo(\(pageNames(pendingViewControllers)))")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.append(
      "delegate.didFinishAnimating(\(finished), previous: \(pageNames(previousViewControllers)), "
        + "completed: \(completed))")
  }
}

/// `[a, b]`: the log names of `viewControllers`.
func pageNames(_ viewControllers: [UIViewController]) -> String {
  "[" + viewControllers.map { logName($0) }.joined(separator: ", ") + "]"
}

extension UIPageViewController {
  /// A scrolling page view controller titled `title`, as onboarding screens make them.
  static func scrolling(title: String) -> UIPageViewController {
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.title = title
    return pager
  }
}
