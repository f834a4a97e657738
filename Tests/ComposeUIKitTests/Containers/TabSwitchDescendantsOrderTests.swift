import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Contract §5: a tab switch forwards `viewWillAppear` down the new tab at once. UIKit switches
// tabs with `transition(from:to:)` (published: "UITabbarController在切换viewController时, 调用了
// transitionFromViewController方法", itdecent.cn/p/0801af352df6), whose appearance forwarding
// reaches the new tab's children with the new tab; the published tab switch log
// (pgzxc.github.io/posts/efa3afd7.html) prints the new tab's `viewWillAppear` before the old
// tab's `viewWillDisappear`, then the old tab's `viewDidDisappear`, then the new tab's
// `viewDidAppear`. `viewIsAppearing` comes once the view is in the hierarchy, after the old tab's
// `viewWillDisappear` (Apple: "after it adds the view controller's view to the view hierarchy").

@MainActor
@Suite struct TabSwitchDescendantsOrderTests {
  private static func appearance(_ lines: [String]) -> [String] {
    lines.filter { $0.contains("ppear") }
  }

  @Test func aNavigationControllersTopGetsViewWillAppearBeforeTheOldTabDisappears() {
    let log = EventLog()
    let first = TracingViewController(title: "first", log: log)
    let top = TracingViewController(title: "top", log: log)
    let nav = LoggingNavigationController(rootViewController: top, log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, nav]
    let audit = WindowAudit.showing(tabs)
    tabs.selectedIndex = 1
    tabs.selectedIndex = 0
    _ = log.drain()

    tabs.selectedIndex = 1

    #expect(
      Self.appearance(log.drain()) == [
        "nav.viewWillAppear(false)", "top.viewWillAppear(false)",
        "first.viewWillDisappear(false)",
        "nav.viewIsAppearing(false)", "top.viewIsAppearing(false)",
        "first.viewDidDisappear(false)",
        "nav.viewDidAppear(false)", "top.viewDidAppear(false)",
      ])
    audit.finish()
  }

  @Test func theOldTabsDescendantsDisappearAfterItAndBeforeTheNewTabIsAppearing() {
    let log = EventLog()
    let first = TracingViewController(title: "first", log: log)
    let inner = TracingViewController(title: "inner", log: log)
    first.addChild(inner)
    first.view.addSubview(inner.view)
    inner.didMove(toParent: first)
    let second = TracingViewController(title: "second", log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let audit = WindowAudit.showing(tabs)
    _ = log.drain()

    tabs.selectedIndex = 1

    #expect(
      Self.appearance(log.drain()) == [
        "second.viewWillAppear(false)",
        "first.viewWillDisappear(false)", "inner.viewWillDisappear(false)",
        "second.viewIsAppearing(false)",
        "first.viewDidDisappear(false)", "inner.viewDidDisappear(false)",
        "second.viewDidAppear(false)",
      ])
    audit.finish()
  }
}
