import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A `UINavigationController` subclass as apps write them: its own delegate, a guard against the
// double tap that pushes twice while the first push animates, and overridden push and pop that
// keep a breadcrumb for analytics.

private final class AppNavigationController: UINavigationController, UINavigationControllerDelegate
{
  let log: EventLog
  private var isPushingAnimated = false

  init(rootViewController: UIViewController, log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
  }

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !isPushingAnimated else {
      log.append("ignored push of \(logName(viewController))")
      return
    }
    isPushingAnimated = animated
    log.append("push \(logName(viewController))")
    super.pushViewController(viewController, animated: animated)
  }

  override func popViewController(animated: Bool) -> UIViewController? {
    let popped = super.popViewController(animated: animated)
    log.append("popped \(logName(popped))")
    return popped
  }

  // MARK: UINavigationControllerDelegate

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append("willShow \(logName(viewController)) animated: \(animated)")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    isPushingAnimated = false
    log.append("didShow \(logName(viewController)) animated: \(animated)")
  }
}

@MainActor
@Suite struct NavigationControllerSubclassTests {
  private func makeStack(_ log: EventLog) -> (AppNavigationController, WindowAudit) {
    let nav = AppNavigationController(
      rootViewController: TracingViewController(title: "home", log: log), log: log)
    nav.title = "nav"
    let audit = WindowAudit.showing(nav)
    _ = log.drain()
    return (nav, audit)
  }

  /// Leaves out containment and view loading, whose places relative to the delegate's calls the
  /// contract does not fix.
  private func withoutContainment(_ entries: [String]) -> [String] {
    entries.filter { !$0.contains("Move(toParent") && !$0.hasSuffix(".viewDidLoad") }
  }

  private func containment(_ entries: [String]) -> [String] {
    entries.filter { $0.contains("Move(toParent") || $0.hasSuffix(".viewDidLoad") }
  }

  @Test func anAnimatedPushTellsTheDelegateAroundTheAppearanceCallbacks() {
    let log = EventLog()
    let (nav, audit) = makeStack(log)

    nav.pushViewController(TracingViewController(title: "detail", log: log), animated: true)
    audit.window.finishAnimations()

    let entries = log.drain()
    #expect(
      containment(entries) == [
        "detail.willMove(toParent: nav)",
        "detail.viewDidLoad",
        "detail.didMove(toParent: nav)",
      ])
    #expect(
      withoutContainment(entries) == [
        "push detail",
        // Contract §5: willShow after the new top's viewWillAppear, as UIKit prints it.
        "home.viewWillDisappear(true)",
        "detail.viewWillAppear(true)",
        "detail.viewIsAppearing(true)",
        "willShow detail animated: true",
        "home.viewDidDisappear(true)",
        "detail.viewDidAppear(true)",
        "didShow detail animated: true",
      ])
    #expect(nav.topViewController?.title == "detail")
    #expect(nav.visibleViewController?.title == "detail")
    #expect(nav.viewControllers.map(\.title) == ["home", "detail"])
    audit.finish()
  }

  @Test func aSecondPushDuringTheAnimationIsIgnoredByTheSubclass() {
    let log = EventLog()
    let (nav, audit) = makeStack(log)

    nav.pushViewController(TracingViewController(title: "first", log: log), animated: true)
    nav.pushViewController(TracingViewController(title: "second", log: log), animated: true)
    audit.window.finishAnimations()

    #expect(
      log.drain().filter { $0.hasPrefix("push") || $0.hasPrefix("ignored") } == [
        "push first", "ignored push of second",
      ])
    #expect(nav.viewControllers.map(\.title) == ["home", "first"])
    audit.finish()
  }

  @Test func theOverriddenPopReturnsThePoppedControllerWithThePopOrder() {
    let log = EventLog()
    let (nav, audit) = makeStack(log)
    nav.pushViewController(TracingViewController(title: "detail", log: log), animated: false)
    _ = log.drain()

    let popped = nav.popViewController(animated: false)

    #expect(popped?.title == "detail")
    let entries = log.drain()
    #expect(
      containment(entries) == ["detail.willMove(toParent: nil)", "detail.didMove(toParent: nil)"])
    #expect(
      withoutContainment(entries) == [
        "detail.viewWillDisappear(false)",
        "home.viewWillAppear(false)",
        "home.viewIsAppearing(false)",
        "willShow home animated: false",
        "detail.viewDidDisappear(false)",
        "home.viewDidAppear(false)",
        "didShow home animated: false",
        "popped detail",
      ])
    #expect(nav.viewControllers.count == 1)
    audit.finish()
  }

  @Test func popToRootRemovesEveryControllerAboveTheRoot() {
    let log = EventLog()
    let (nav, audit) = makeStack(log)
    for title in ["a", "b", "c"] {
      nav.pushViewController(TracingViewController(title: title, log: log), animated: false)
    }
    _ = log.drain()

    let popped = nav.popToRootViewController(animated: false)

    #expect(popped?.map(\.title) == ["a", "b", "c"])
    #expect(nav.viewControllers.map(\.title) == ["home"])
    // Only the old top and the new top change appearance; a and b were already disappeared.
    let appearance = log.drain().filter { $0.contains(".view") }
    #expect(
      appearance == [
        "c.viewWillDisappear(false)",
        "home.viewWillAppear(false)",
        "home.viewIsAppearing(false)",
        "c.viewDidDisappear(false)",
        "home.viewDidAppear(false)",
      ])
    audit.finish()
  }

  @Test func popToAControllerInTheStackKeepsItOnTop() {
    let log = EventLog()
    let (nav, audit) = makeStack(log)
    let a = TracingViewController(title: "a", log: log)
    nav.pushViewController(a, animated: false)
    nav.pushViewController(TracingViewController(title: "b", log: log), animated: false)
    _ = log.drain()

    let popped = nav.popToViewController(a, animated: true)
    audit.window.finishAnimations()

    #expect(popped?.map(\.title) == ["b"])
    #expect(nav.topViewController === a)
    #expect(
      withoutContainment(log.drain()) == [
        "b.viewWillDisappear(true)",
        "a.viewWillAppear(true)",
        "a.viewIsAppearing(true)",
        "willShow a animated: true",
        "b.viewDidDisappear(true)",
        "a.viewDidAppear(true)",
        "didShow a animated: true",
      ])
    audit.finish()
  }
}
