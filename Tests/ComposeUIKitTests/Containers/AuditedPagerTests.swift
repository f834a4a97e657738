import Compose
import ComposeTesting
import ComposeUIKit
import Testing

// Compose's auditor watches a page view controller used correctly, through `composeWindow`: page
// turns animated and not, swipes finished and cancelled, a pager pushed and popped. It must find
// nothing out of order (contract §7), and the pages that left must be released.

@Suite struct AuditedPagerTests {
  @Test func correctPagerUseHasNoFindings() {
    let log = EventLog()
    let nav = UINavigationController(rootViewController: UIViewController())
    let window = UIWindow.showing(nav)
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    let pages = ["a", "b", "c"].map { TracingViewController(title: $0, log: log) }
    let list = PageList(pages, log: log)
    let pager = UIPageViewController.scrolling(title: "pager")
    pager.dataSource = list
    pager.delegate = list
    pager.setViewControllers([pages[0]], direction: .forward, animated: false)

    nav.pushViewController(pager, animated: true)
    harness.runUntilIdle()
    pager.setViewControllers([pages[1]], direction: .forward, animated: true)
    harness.checkpoint()
    pager.setViewControllers([pages[2]], direction: .forward, animated: false)
    harness.runUntilIdle()
    #expect(pager.composeSwipe(.reverse))
    harness.runUntilIdle()
    let swipe = pager.composeBeginSwipe(.reverse)
    #expect(swipe != nil)
    harness.checkpoint()
    swipe?.update(0.5)
    swipe?.cancel(after: .milliseconds(200))
    harness.runUntilIdle()
    #expect(pager.viewControllers?.first === pages[1])
    nav.popViewController(animated: true)
    harness.runUntilIdle()
    harness.finish()
  }

  @Test func turnedAwayPagesAreReleasedAtTheNextIdleCheckpoint() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let pager = UIPageViewController.scrolling(title: "pager")
    window.rootViewController = pager
    window.makeKeyAndVisible()
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    do {
      let first = UIViewController()
      pager.setViewControllers([first], direction: .forward, animated: false)
      harness.expectReleased(first.composeComponent)
    }
    pager.setViewControllers([UIViewController()], direction: .forward, animated: true)
    harness.runUntilIdle()
    harness.finish()
  }

  @Test func aFirstPageSetAnimatedInViewDidLoadAppearsWithThePagerAndIsClean() {
    final class Pager: UIPageViewController {
      let first: UIViewController
      init(first: UIViewController) {
        self.first = first
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
      }
      required init?(coder: NSCoder) { nil }
      override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers([first], direction: .forward, animated: true, completion: nil)
      }
    }
    let log = EventLog()
    let window = UIWindow(frame: UIScreen.main.bounds)
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    let pager = Pager(first: TracingViewController(title: "first", log: log))
    pager.title = "pager"
    window.rootViewController = pager
    window.makeKeyAndVisible()

    // Contract §3: the page appears with the pager; contract §4: the animated turn's end (its
    // didMove) comes on the clock.
    #expect(
      log.drain() == [
        "first.willMove(toParent: pager)",
        "first.viewDidLoad",
        "first.viewWillAppear(false)",
        "first.viewIsAppearing(false)",
        "first.viewDidAppear(false)",
      ])
    harness.runUntilIdle()
    #expect(log.drain() == ["first.didMove(toParent: pager)"])
    harness.finish()
  }

  @Test func aPageViewPlacedByHandWithoutContainmentIsFound() {
    let pager = UIPageViewController.scrolling(title: "pager")
    pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
    let window = UIWindow.showing(pager)
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    let stray = UIViewController()

    harness.expect(finding: .orphanView)
    pager.view.addSubview(stray.view)
    harness.finish()
  }
}
