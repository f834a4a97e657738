import Compose
import ComposeTesting
import ComposeUIKit
import Testing

// Misuse of a page view controller, where UIKit throws (the wrong number of view controllers) or
// would tear a view controller out of another container: refused with nothing changed, reported
// to the window's observers (contract §7), `completion(false)`, never a trap.

@Suite struct PagerMisuseTests {
  private final class Screen {
    let log = EventLog()
    let pager = UIPageViewController.scrolling(title: "pager")
    let first: TracingViewController
    let window: UIWindow
    let harness: LifecycleHarness
    // Nonisolated, written out, so that the harness's last check belongs to the test (see
    // LifecycleHarness).
    deinit {}

    init() {
      first = TracingViewController(title: "first", log: log)
      pager.setViewControllers([first], direction: .forward, animated: false)
      window = UIWindow.showing(pager)
      harness = LifecycleHarness(wrapping: window.composeWindow)
      _ = log.drain()
    }

    /// Asks for `pages` and returns what the completion said.
    func set(_ pages: [UIViewController]?, animated: Bool = false) -> [Bool] {
      var completions: [Bool] = []
      pager.setViewControllers(pages, direction: .forward, animated: animated) {
        completions.append($0)
      }
      window.composeRunUntilIdle()
      return completions
    }

    func expectUnchanged() {
      #expect(log.drain().isEmpty)
      #expect(pager.viewControllers?.count == 1)
      #expect(pager.viewControllers?.first === first)
      #expect(pager.children.count == 1)
      #expect(first.view.window === window)
    }
  }

  @Test func anEmptyListIsRefused() {
    let screen = Screen()
    screen.harness.expect(diagnostic: .pageCountMismatch)
    #expect(screen.set([]) == [false])
    screen.expectUnchanged()
    screen.harness.expect(diagnostic: .pageCountMismatch)
    #expect(screen.set(nil, animated: true) == [false])
    screen.expectUnchanged()
    screen.harness.finish()
  }

  @Test func twoPagesForAOnePageStyleAreRefused() {
    let screen = Screen()
    let pages = [UIViewController(), UIViewController()]
    screen.harness.expect(diagnostic: .pageCountMismatch)
    #expect(screen.set(pages) == [false])
    screen.expectUnchanged()
    #expect(pages.allSatisfy { $0.parent == nil })
    screen.harness.finish()
  }

  @Test func aViewControllerWithAnotherParentIsRefused() {
    let screen = Screen()
    let other = UIViewController()
    let owned = TracingViewController(title: "owned", log: screen.log)
    other.addChild(owned)
    owned.didMove(toParent: other)
    _ = screen.log.drain()

    screen.harness.expect(diagnostic: .componentInUse)
    #expect(screen.set([owned]) == [false])
    screen.expectUnchanged()
    #expect(owned.parent === other)
    screen.harness.finish()
  }

  @Test func thePagerItselfOrItsAncestorIsRefused() {
    let screen = Screen()
    screen.harness.expect(diagnostic: .componentInUse)
    #expect(screen.set([screen.pager]) == [false])
    screen.expectUnchanged()
    screen.harness.finish()
  }

  @Test func aTwoPageSpreadTakesTwoDistinctPages() {
    let log = EventLog()
    let book = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
    book.title = "book"
    #expect(book.spineLocation == .mid)
    let window = UIWindow.showing(book)
    let harness = LifecycleHarness(wrapping: window.composeWindow)
    let left = TracingViewController(title: "left", log: log)
    let right = TracingViewController(title: "right", log: log)
    var completions: [Bool] = []

    harness.expect(diagnostic: .pageCountMismatch)
    book.setViewControllers([left], direction: .forward, animated: false) {
      completions.append($0)
    }
    harness.expect(diagnostic: .duplicateComponent)
    book.setViewControllers([left, left], direction: .forward, animated: false) {
      completions.append($0)
    }
    #expect(log.drain().isEmpty)
    book.setViewControllers([left, right], direction: .forward, animated: false) {
      completions.append($0)
    }

    #expect(completions == [false, false, true])
    #expect(book.viewControllers?.map(\.title) == ["left", "right"])
    #expect(left.view.window === window && right.view.window === window)
    #expect(log.drain().filter { $0.hasSuffix("viewDidAppear(false)") }.count == 2)
    harness.finish()
  }
}
