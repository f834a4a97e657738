import Compose
import ComposeUIKit
import Testing

// A page view controller keeps its pages alive while they are shown (they are its children,
// contract §1.5), and nothing keeps a page alive after it leaves but user code: a page turned
// away, swiped away, or the pending page of a cancelled swipe is released with its engine
// component; a released pager releases its pages.

@Suite struct PageReleaseTests {
  /// A data source that makes each page on demand and keeps none, as galleries do.
  private final class MakesPages: UIPageViewControllerDataSource {
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? { UIViewController() }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? { UIViewController() }
  }

  @Test func aPageNobodyHoldsLivesWhileShownAndIsReleasedWhenTurnedAway() {
    let pager = UIPageViewController.scrolling(title: "pager")
    let audit = WindowAudit.showing(pager, frame: UIScreen.main.bounds)
    let window = audit.window
    weak var weakPage: UIViewController?
    weak var weakComponent: Component?
    do {
      let page = UIViewController()
      weakPage = page
      weakComponent = page.composeComponent
      pager.setViewControllers([page], direction: .forward, animated: false)
    }
    #expect(weakPage != nil)
    #expect(pager.viewControllers?.first === weakPage)

    pager.setViewControllers([UIViewController()], direction: .forward, animated: true)
    #expect(weakPage != nil)  // still leaving: the turn holds it until its did* halves
    window.composeRunUntilIdle()
    #expect(weakPage == nil)
    #expect(weakComponent == nil)
    audit.finish()
  }

  @Test func swipedAwayAndCancelledPagesAreReleased() {
    let pager = UIPageViewController.scrolling(title: "pager")
    let source = MakesPages()
    pager.dataSource = source
    pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
    let audit = WindowAudit.showing(pager, frame: UIScreen.main.bounds)
    let window = audit.window
    weak var weakFirst: UIViewController?
    weakFirst = pager.viewControllers?.first

    #expect(pager.composeSwipe(.forward))
    window.composeRunUntilIdle()
    #expect(weakFirst == nil)

    weak var weakPending: UIViewController?
    do {
      let swipe = pager.composeBeginSwipe(.forward)
      weakPending = pager.children.last
      #expect(weakPending != nil && weakPending !== pager.viewControllers?.first)
      swipe?.cancel()
    }
    #expect(weakPending == nil)
    #expect(pager.children.count == 1)
    audit.finish()
  }

  @Test func aReleasedPagerReleasesItsPages() {
    weak var weakPager: UIPageViewController?
    weak var weakPage: UIViewController?
    do {
      let pager = UIPageViewController.scrolling(title: "pager")
      let page = UIViewController()
      pager.setViewControllers([page], direction: .forward, animated: false)
      let window = UIWindow.showing(pager, frame: UIScreen.main.bounds)
      weakPager = pager
      weakPage = page
      withExtendedLifetime(window) {}
    }
    #expect(weakPager == nil)
    #expect(weakPage == nil)
  }
}
