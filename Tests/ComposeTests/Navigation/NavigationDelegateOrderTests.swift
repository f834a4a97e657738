import Compose
import ComposeTestFixtures
import Testing

/// Contract §5: the navigation delegate as UIKit prints it (vastdevblog.vast.com, "UIViewController
/// Life Cycle": `<B> viewDidLoad`, `<A> viewWillDisappear`, `<B> viewWillAppear`,
/// `willShowViewController <B>`, `<A> viewDidDisappear`, `<B> viewDidAppear`,
/// `didShowViewController <B>`; the root's `viewWillAppear` is followed by
/// `willShowViewController <A>` too).
@Suite struct NavigationDelegateOrderTests {
  /// A navigation container with root `a` in a visible window, its delegate and the window's
  /// events in one log.
  struct Setup {
    let log = OrderLog()
    let window = Window(traceName: "w")
    let a = Probe("a")
    let nav: NavigationContainer

    init() {
      nav = NavigationContainer(root: a, traceName: "nav")
      nav.delegate = log
      window.addObserver(log)
      window.rootComponent = nav
    }

    func lines() -> [String] {
      log.drain().filter {
        !$0.hasPrefix("nav.") && !$0.contains("IsAppearing") && !$0.contains("Move(")
      }
    }
  }

  @Test(arguments: [false, true])
  func willShowFollowsThePushedViewWillAppearAndDidShowItsViewDidAppear(animated: Bool) {
    let s = Setup()
    s.window.makeKeyAndVisible()
    _ = s.log.drain()

    s.nav.push(Probe("b"), animated: animated)
    s.window.runUntilIdle()

    #expect(
      s.lines() == [
        "b.viewDidLoad", "a.viewWillDisappear(\(animated))", "b.viewWillAppear(\(animated))",
        "willShow b", "a.viewDidDisappear(\(animated))", "b.viewDidAppear(\(animated))",
        "didShow b",
      ])
  }

  @Test func willShowFollowsTheShownViewWillAppearInAPop() {
    let s = Setup()
    s.window.makeKeyAndVisible()
    s.nav.push(Probe("b"), animated: false)
    _ = s.log.drain()

    s.nav.pop(animated: true)
    s.window.runUntilIdle()

    #expect(
      s.lines() == [
        "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "willShow a",
        "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "didShow a",
      ])
  }

  @Test func theRootsFirstAppearanceIsReported() {
    let s = Setup()

    s.window.makeKeyAndVisible()

    #expect(
      s.lines() == [
        "a.viewDidLoad", "a.viewWillAppear(false)", "willShow a", "a.viewDidAppear(false)",
        "didShow a",
      ])
  }

  @Test func aSwipeBackTellsWillShowAfterTheRevealedViewWillAppear() throws {
    let s = Setup()
    s.window.makeKeyAndVisible()
    s.nav.push(Probe("b"), animated: false)
    _ = s.log.drain()

    let swipe = try #require(s.nav.beginInteractivePop().interaction)
    #expect(s.lines() == ["b.viewWillDisappear(true)", "a.viewWillAppear(true)", "willShow a"])
    swipe.finish()
    s.window.runUntilIdle()
    #expect(s.lines() == ["b.viewDidDisappear(true)", "a.viewDidAppear(true)", "didShow a"])
  }
}
