import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// `setViewControllers(_:animated:)`, as apps use it for a login that replaces the onboarding or a
// deep link that rebuilds the stack. Contract §5: every controller that enters or leaves gets
// its containment callbacks (UIKit skips some; Compose does not), and only the old and new top
// get appearance callbacks, in the order of a push.

@MainActor
@Suite struct SetViewControllersTests {
  private func makeStack(_ log: EventLog, _ titles: [String]) -> (
    UINavigationController, WindowAudit
  ) {
    let nav = UINavigationController()
    nav.title = "nav"
    nav.setViewControllers(
      titles.map { TracingViewController(title: $0, log: log) }, animated: false)
    let audit = WindowAudit.showing(nav)
    _ = log.drain()
    return (nav, audit)
  }

  @Test func replacingTheTopSwapsItLikeAPushAndMovesEveryEnteringAndLeavingController() {
    let log = EventLog()
    let (nav, audit) = makeStack(log, ["home", "a"])
    weak var a: UIViewController?
    a = nav.topViewController

    nav.setViewControllers(
      [
        nav.viewControllers[0], TracingViewController(title: "b", log: log),
        TracingViewController(title: "c", log: log),
      ], animated: false)

    #expect(
      log.drain() == [
        "a.willMove(toParent: nil)",
        "b.willMove(toParent: nav)",
        "c.willMove(toParent: nav)",
        "c.viewDidLoad",
        "a.viewWillDisappear(false)",
        "c.viewWillAppear(false)",
        "c.viewIsAppearing(false)",
        "a.viewDidDisappear(false)",
        "c.viewDidAppear(false)",
        "a.didMove(toParent: nil)",
        "b.didMove(toParent: nav)",
        "c.didMove(toParent: nav)",
      ])
    #expect(nav.viewControllers.map(\.title) == ["home", "b", "c"])
    #expect(nav.viewControllers[1].isViewLoaded == false)
    #expect(a == nil)
    audit.finish()
  }

  @Test func keepingTheTopSendsNoAppearanceCallbacks() {
    let log = EventLog()
    let (nav, audit) = makeStack(log, ["home", "a"])
    let a = nav.viewControllers[1]

    nav.setViewControllers([TracingViewController(title: "b", log: log), a], animated: false)

    #expect(
      log.drain() == [
        "home.willMove(toParent: nil)",
        "b.willMove(toParent: nav)",
        "home.didMove(toParent: nil)",
        "b.didMove(toParent: nav)",
      ])
    #expect(nav.topViewController === a)
    audit.finish()
  }

  @Test func anAnimatedReplacementCompletesOnTheClock() {
    let log = EventLog()
    let (nav, audit) = makeStack(log, ["onboarding"])

    nav.setViewControllers([TracingViewController(title: "home", log: log)], animated: true)
    #expect(
      log.drain() == [
        "onboarding.willMove(toParent: nil)",
        "home.willMove(toParent: nav)",
        "home.viewDidLoad",
        "onboarding.viewWillDisappear(true)",
        "home.viewWillAppear(true)",
        "home.viewIsAppearing(true)",
      ])

    audit.window.finishAnimations()
    #expect(
      log.drain() == [
        "onboarding.viewDidDisappear(true)",
        "home.viewDidAppear(true)",
        "onboarding.didMove(toParent: nil)",
        "home.didMove(toParent: nav)",
      ])
    #expect(nav.viewControllers.map(\.title) == ["home"])
    audit.finish()
  }

  @Test func theViewControllersSetterIsAnUnanimatedReplacement() {
    let log = EventLog()
    let (nav, audit) = makeStack(log, ["home"])

    nav.viewControllers = [
      nav.viewControllers[0], TracingViewController(title: "detail", log: log),
    ]

    #expect(
      log.drain() == [
        "detail.willMove(toParent: nav)",
        "detail.viewDidLoad",
        "home.viewWillDisappear(false)",
        "detail.viewWillAppear(false)",
        "detail.viewIsAppearing(false)",
        "home.viewDidDisappear(false)",
        "detail.viewDidAppear(false)",
        "detail.didMove(toParent: nav)",
      ])
    audit.finish()
  }
}
