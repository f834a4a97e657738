import Compose
import ComposeTesting
import ComposeUIKit
import Testing

// The user's swipe, which Linux has no gesture for: `composeBeginSwipe(_:)` asks the data source
// for the page after (or before) the one shown, tells the delegate `willTransitionTo`, and returns
// the engine's interactive transition to update, finish or cancel (contract §4: cancelling restores
// the previous appearance; the pending page's containment calls are paired too). The appearance
// order is the one UIKit prints for a scroll-style page turn (contract §5): B.viewWillAppear,
// A.viewWillDisappear, B.viewDidAppear, A.viewDidDisappear; cancelled, A.viewWillAppear,
// A.viewDidAppear, B.viewWillDisappear, B.viewDidDisappear. UIKit calls `didFinishAnimating` after the turn, with `transitionCompleted: false`
// when the user let go without turning the page.

@Suite struct SwipeTests {
  private struct Book {
    let log: EventLog
    let pager: UIPageViewController
    let pages: [TracingViewController]
    let list: PageList
    let window: UIWindow

    init(_ titles: [String] = ["a", "b", "c"]) {
      let log = EventLog()
      let pager = UIPageViewController.scrolling(title: "pager")
      let pages = titles.map { TracingViewController(title: $0, log: log) }
      let list = PageList(pages, log: log)
      pager.dataSource = list
      pager.delegate = list
      pager.setViewControllers([pages[0]], direction: .forward, animated: false)
      window = UIWindow.showing(pager)
      _ = log.drain()
      (self.log, self.pager, self.pages, self.list) = (log, pager, pages, list)
    }
  }

  @Test func aFinishedSwipeTurnsThePage() {
    let book = Book()
    let (a, b) = (book.pages[0], book.pages[1])

    let swipe = book.pager.composeBeginSwipe(.forward)
    #expect(swipe != nil)
    #expect(
      book.log.drain() == [
        "dataSource.after(a)",
        "delegate.willTransitionTo([b])",
        "b.willMove(toParent: pager)",
        "b.viewDidLoad",
        "b.viewWillAppear(true)",
        "a.viewWillDisappear(true)",
        "b.viewIsAppearing(true)",
      ])
    #expect(book.pager.viewControllers?.first === a)

    swipe?.update(0.6)
    #expect(book.log.drain().isEmpty)
    swipe?.finish()
    #expect(
      book.log.drain() == [
        "b.viewDidAppear(true)",
        "a.viewDidDisappear(true)",
        "a.willMove(toParent: nil)",
        "a.didMove(toParent: nil)",
        "b.didMove(toParent: pager)",
        "delegate.didFinishAnimating(true, previous: [a], completed: true)",
      ])
    #expect(book.pager.viewControllers?.count == 1)
    #expect(book.pager.viewControllers?.first === b)
    #expect(book.pager.children.map(\.title) == ["b"])
    #expect(a.view.superview == nil)
    #expect(b.view.window === book.window)
  }

  @Test func aCancelledSwipeBringsThePageBackBeforeTheOtherLeaves() {
    let book = Book()
    let (a, b) = (book.pages[0], book.pages[1])

    let swipe = book.pager.composeBeginSwipe(.forward)
    _ = book.log.drain()
    swipe?.update(0.2)
    swipe?.cancel(after: .milliseconds(100))
    #expect(
      book.log.drain() == [
        "a.viewWillAppear(true)",
        "a.viewIsAppearing(true)",
      ])

    book.window.composeRunUntilIdle()
    #expect(
      book.log.drain() == [
        "a.viewDidAppear(true)",
        "b.viewWillDisappear(true)",
        "b.viewDidDisappear(true)",
        "b.didMove(toParent: pager)",
        "b.willMove(toParent: nil)",
        "b.didMove(toParent: nil)",
        "delegate.didFinishAnimating(true, previous: [a], completed: false)",
      ])
    #expect(book.pager.viewControllers?.first === a)
    #expect(book.pager.children.map(\.title) == ["a"])
    #expect(a.parent === book.pager)
    #expect(!a.isMovingFromParent)
    #expect(b.parent == nil)
    #expect(!b.isMovingToParent && !b.isMovingFromParent)
    #expect(b.view.superview == nil)
  }

  @Test func aWholeSwipeEndsWhenTheAnimationDoes() {
    let book = Book()

    #expect(book.pager.composeSwipe(.forward))
    #expect(book.log.drain().last == "b.viewIsAppearing(true)")
    book.window.composeRunUntilIdle()
    #expect(
      book.log.drain().last == "delegate.didFinishAnimating(true, previous: [a], completed: true)")

    #expect(book.pager.composeSwipe(.reverse))
    book.window.composeRunUntilIdle()
    #expect(
      book.log.drain() == [
        "dataSource.before(b)",
        "delegate.willTransitionTo([a])",
        "a.willMove(toParent: pager)",
        "a.viewWillAppear(true)",
        "b.viewWillDisappear(true)",
        "a.viewIsAppearing(true)",
        "a.viewDidAppear(true)",
        "b.viewDidDisappear(true)",
        "b.willMove(toParent: nil)",
        "b.didMove(toParent: nil)",
        "a.didMove(toParent: pager)",
        "delegate.didFinishAnimating(true, previous: [b], completed: true)",
      ])
    #expect(book.pager.viewControllers?.first === book.pages[0])
  }

  @Test func noPageBeyondTheEndsStartsNothing() {
    let book = Book(["a", "b"])

    #expect(book.pager.composeBeginSwipe(.reverse) == nil)
    #expect(book.log.drain() == ["dataSource.before(a)"])

    #expect(book.pager.composeSwipe(.forward))
    book.window.composeRunUntilIdle()
    _ = book.log.drain()
    #expect(book.pager.composeBeginSwipe(.forward) == nil)
    #expect(book.log.drain() == ["dataSource.after(b)"])
    #expect(book.pager.viewControllers?.first === book.pages[1])
    #expect(book.pager.children.count == 1)
  }

  @Test func noDataSourceNoSwipe() {
    let book = Book()
    book.pager.dataSource = nil

    #expect(book.pager.composeBeginSwipe(.forward) == nil)
    #expect(book.log.drain().isEmpty)
  }

  @Test func aTurnRequestedDuringASwipeRunsAfterIt() {
    let book = Book()
    let c = book.pages[2]
    let swipe = book.pager.composeBeginSwipe(.forward)
    _ = book.log.drain()

    book.pager.setViewControllers([c], direction: .forward, animated: false)
    #expect(book.log.drain().isEmpty)
    #expect(c.parent == nil)

    swipe?.finish()
    let events = book.log.drain()
    let swipeEnd = events.firstIndex(
      of: "delegate.didFinishAnimating(true, previous: [a], completed: true)")
    let turnStart = events.firstIndex(of: "b.willMove(toParent: nil)")
    #expect(swipeEnd != nil && turnStart != nil && swipeEnd! < turnStart!)
    #expect(events.last == "c.didMove(toParent: pager)")
    #expect(book.pager.viewControllers?.first === c)
  }

  @Test func aSwipeDuringAnAnimatedTurnIsRefused() {
    let book = Book()
    let harness = LifecycleHarness(wrapping: book.window.composeWindow)
    book.pager.setViewControllers([book.pages[2]], direction: .forward, animated: true)
    _ = book.log.drain()

    harness.expect(diagnostic: .transitionInFlight)
    #expect(book.pager.composeBeginSwipe(.forward) == nil)
    #expect(book.log.drain().isEmpty)
    harness.runUntilIdle()
    harness.finish()
  }
}
