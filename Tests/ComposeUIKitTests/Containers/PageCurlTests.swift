import Compose
import ComposeTesting
import ComposeUIKit
import Testing

// Contract §5: the page curl's order, as UIKit prints it. A turn A → B: `B.viewWillAppear`,
// `A.viewWillDisappear`, `A.viewDidDisappear`, `B.viewDidAppear` (the curl ends A before B,
// where the scroll style ends B first, in PageTurnTests). A cancelled curl starts the same way,
// then `B.viewWillDisappear`, `A.viewWillAppear`, `B.viewDidDisappear`, `A.viewDidAppear`.
// Containment pairs around them as in §1.

@Suite struct PageCurlTests {
  private struct Book {
    let log: EventLog
    let pager: UIPageViewController
    let pages: [TracingViewController]
    let list: PageList
    let window: UIWindow

    init() {
      let log = EventLog()
      let pager = UIPageViewController(
        transitionStyle: .pageCurl, navigationOrientation: .horizontal)
      pager.title = "pager"
      let pages = ["a", "b"].map { TracingViewController(title: $0, log: log) }
      let list = PageList(pages, log: log)
      pager.dataSource = list
      pager.delegate = list
      pager.setViewControllers([pages[0]], direction: .forward, animated: false)
      window = UIWindow.showing(pager)
      _ = log.drain()
      (self.log, self.pager, self.pages, self.list) = (log, pager, pages, list)
    }
  }

  @Test func aCurlTurnEndsTheOldPageBeforeTheNewOneAppears() {
    let book = Book()
    let b = book.pages[1]

    book.pager.setViewControllers([b], direction: .forward, animated: true)
    #expect(
      book.log.drain() == [
        "a.willMove(toParent: nil)",
        "b.willMove(toParent: pager)",
        "b.viewDidLoad",
        "b.viewWillAppear(true)",
        "a.viewWillDisappear(true)",
        "b.viewIsAppearing(true)",
      ])
    book.window.composeRunUntilIdle()
    #expect(
      book.log.drain() == [
        "a.viewDidDisappear(true)",
        "b.viewDidAppear(true)",
        "a.didMove(toParent: nil)",
        "b.didMove(toParent: pager)",
      ])
    #expect(book.pager.viewControllers?.first === b)
  }

  @Test func aFinishedCurlSwipeHasTheCurlOrder() {
    let book = Book()

    let swipe = book.pager.composeBeginSwipe(.forward)
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
    swipe?.finish()
    #expect(
      book.log.drain() == [
        "a.viewDidDisappear(true)",
        "b.viewDidAppear(true)",
        "a.willMove(toParent: nil)",
        "a.didMove(toParent: nil)",
        "b.didMove(toParent: pager)",
        "delegate.didFinishAnimating(true, previous: [a], completed: true)",
      ])
  }

  @Test func aCancelledCurlTurnsTheNewPageBackBeforeTheOldOneReturns() {
    let book = Book()
    let (a, b) = (book.pages[0], book.pages[1])

    let swipe = book.pager.composeBeginSwipe(.forward)
    _ = book.log.drain()
    swipe?.update(0.3)
    swipe?.cancel(after: .milliseconds(100))
    #expect(
      book.log.drain() == [
        "b.viewWillDisappear(true)",
        "a.viewWillAppear(true)",
        "a.viewIsAppearing(true)",
      ])
    book.window.composeRunUntilIdle()
    #expect(
      book.log.drain() == [
        "b.viewDidDisappear(true)",
        "a.viewDidAppear(true)",
        "b.didMove(toParent: pager)",
        "b.willMove(toParent: nil)",
        "b.didMove(toParent: nil)",
        "delegate.didFinishAnimating(true, previous: [a], completed: false)",
      ])
    #expect(book.pager.viewControllers?.first === a)
    #expect(b.parent == nil && b.view.superview == nil)
  }
}
