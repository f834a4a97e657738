import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// `setViewControllers(_:direction:animated:completion:)`: the pages shown are the page view
// controller's children (contract §1) and appear with it (contract §3). A page turn while it is
// appeared has the order UIKit prints for a scroll-style page turn (contract §5): the new page is
// told first, `B.viewWillAppear`, `A.viewWillDisappear`, `B.viewDidAppear`, `A.viewDidDisappear`,
// with the old page's `willMove(toParent: nil)` and the new page's `addChild` before it and
// `removeFromParent()` and `didMove(toParent:)` after it (contract §1). The page curl's order is in
// PageCurlTests. Unanimated it completes before returning; animated, the did* halves come when the
// animation ends, and a turn requested meanwhile waits for it (contract §4).

@MainActor
@Suite struct PageTurnTests {
  private func showPager(_ log: EventLog, first: UIViewController) -> (
    UIPageViewController, WindowAudit
  ) {
    let pager = UIPageViewController.scrolling(title: "pager")
    pager.setViewControllers([first], direction: .forward, animated: false)
    let audit = WindowAudit.showing(pager)
    _ = log.drain()
    return (pager, audit)
  }

  @Test func aPageSetBeforeThePagerIsInAWindowAppearsWithIt() {
    let log = EventLog()
    let pager = UIPageViewController.scrolling(title: "pager")
    let first = TracingViewController(title: "first", log: log)

    pager.setViewControllers([first], direction: .forward, animated: false)
    #expect(
      log.drain() == [
        "first.willMove(toParent: pager)",
        "first.didMove(toParent: pager)",
      ])
    #expect(pager.viewControllers?.count == 1)
    #expect(pager.viewControllers?.first === first)
    #expect(first.parent === pager)

    let audit = WindowAudit.showing(pager)
    let window = audit.window
    #expect(
      log.drain() == [
        "first.viewDidLoad",
        "first.viewWillAppear(false)",
        "first.viewIsAppearing(false)",
        "first.viewDidAppear(false)",
      ])
    #expect(first.view.window === window)
    audit.finish()
  }

  @Test func aPageSetOnScreenIsAddedToAnAppearedContainer() {
    let log = EventLog()
    let pager = UIPageViewController.scrolling(title: "pager")
    let audit = WindowAudit.showing(pager)
    let window = audit.window
    var completions: [Bool] = []

    pager.setViewControllers(
      [TracingViewController(title: "first", log: log)], direction: .forward, animated: false
    ) { completions.append($0) }

    // Contract §3: a child added to an appeared container, without animation.
    #expect(
      log.drain() == [
        "first.willMove(toParent: pager)",
        "first.viewDidLoad",
        "first.viewWillAppear(false)",
        "first.viewIsAppearing(false)",
        "first.viewDidAppear(false)",
        "first.didMove(toParent: pager)",
      ])
    #expect(completions == [true])
    #expect(pager.viewControllers?.first?.view.window === window)
    audit.finish()
  }

  @Test func anUnanimatedTurnCompletesBeforeReturning() {
    let log = EventLog()
    let (pager, audit) = showPager(log, first: TracingViewController(title: "first", log: log))
    weak var first: UIViewController?
    first = pager.viewControllers?.first
    let second = TracingViewController(title: "second", log: log)
    var completions: [Bool] = []

    pager.setViewControllers([second], direction: .forward, animated: false) {
      completions.append($0)
    }

    #expect(
      log.drain() == [
        "first.willMove(toParent: nil)",
        "second.willMove(toParent: pager)",
        "second.viewDidLoad",
        "second.viewWillAppear(false)",
        "first.viewWillDisappear(false)",
        "second.viewIsAppearing(false)",
        "second.viewDidAppear(false)",
        "first.viewDidDisappear(false)",
        "first.didMove(toParent: nil)",
        "second.didMove(toParent: pager)",
      ])
    #expect(completions == [true])
    #expect(pager.viewControllers?.count == 1)
    #expect(pager.viewControllers?.first === second)
    #expect(pager.children.count == 1)
    #expect(second.view.window === audit.window)
    #expect(first == nil)
    audit.finish()
  }

  @Test func anAnimatedTurnRunsItsDidHalvesWhenTheAnimationEnds() {
    let log = EventLog()
    let first = TracingViewController(title: "first", log: log)
    let (pager, audit) = showPager(log, first: first)
    let second = TracingViewController(title: "second", log: log)
    var completions: [Bool] = []

    pager.setViewControllers([second], direction: .reverse, animated: true) {
      completions.append($0)
    }
    #expect(
      log.drain() == [
        "first.willMove(toParent: nil)",
        "second.willMove(toParent: pager)",
        "second.viewDidLoad",
        "second.viewWillAppear(true)",
        "first.viewWillDisappear(true)",
        "second.viewIsAppearing(true)",
      ])
    #expect(completions.isEmpty)

    audit.window.finishAnimations()
    #expect(
      log.drain() == [
        "second.viewDidAppear(true)",
        "first.viewDidDisappear(true)",
        "first.didMove(toParent: nil)",
        "second.didMove(toParent: pager)",
      ])
    #expect(completions == [true])
    #expect(first.parent == nil)
    #expect(first.view.superview == nil)
    #expect(pager.viewControllers?.first === second)
    audit.finish()
  }

  @Test func aTurnRequestedDuringAnAnimatedOneWaitsForIt() {
    let log = EventLog()
    let (pager, audit) = showPager(log, first: TracingViewController(title: "first", log: log))
    let second = TracingViewController(title: "second", log: log)
    let third = TracingViewController(title: "third", log: log)
    var completions: [String] = []

    pager.setViewControllers([second], direction: .forward, animated: true) { _ in
      completions.append("second")
    }
    pager.setViewControllers([third], direction: .forward, animated: false) { _ in
      completions.append("third")
    }
    #expect(!log.drain().contains { $0.hasPrefix("third.") })
    #expect(third.parent == nil)

    audit.window.finishAnimations()
    #expect(
      log.drain() == [
        "second.viewDidAppear(true)",
        "first.viewDidDisappear(true)",
        "first.didMove(toParent: nil)",
        "second.didMove(toParent: pager)",
        "second.willMove(toParent: nil)",
        "third.willMove(toParent: pager)",
        "third.viewDidLoad",
        "third.viewWillAppear(false)",
        "second.viewWillDisappear(false)",
        "third.viewIsAppearing(false)",
        "third.viewDidAppear(false)",
        "second.viewDidDisappear(false)",
        "second.didMove(toParent: nil)",
        "third.didMove(toParent: pager)",
      ])
    #expect(completions == ["second", "third"])
    #expect(pager.viewControllers?.first === third)
    audit.finish()
  }

  @Test func settingThePageShownChangesNothing() {
    let log = EventLog()
    let first = TracingViewController(title: "first", log: log)
    let (pager, audit) = showPager(log, first: first)
    var completions: [Bool] = []

    pager.setViewControllers([first], direction: .forward, animated: true) {
      completions.append($0)
    }
    audit.window.finishAnimations()

    #expect(log.drain().isEmpty)
    #expect(completions == [true])
    #expect(first.parent === pager)
    audit.finish()
  }

  @Test func thePagerDisappearingTakesItsPageWithIt() {
    let log = EventLog()
    let (pager, audit) = showPager(log, first: TracingViewController(title: "first", log: log))

    audit.window.isHidden = true
    #expect(log.drain() == ["first.viewWillDisappear(false)", "first.viewDidDisappear(false)"])
    audit.window.makeKeyAndVisible()
    #expect(
      log.drain() == [
        "first.viewWillAppear(false)", "first.viewIsAppearing(false)", "first.viewDidAppear(false)",
      ])
    #expect(pager.viewControllers?.count == 1)
    audit.finish()
  }
}
