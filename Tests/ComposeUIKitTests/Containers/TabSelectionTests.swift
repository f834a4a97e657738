import Compose
import ComposeTesting
import ComposeUIKit
import Testing

@Suite struct TabSelectionTests {
  @Test func selectingATabRunsTheContractsSwitchOrder() {
    let log = EventLog()
    let feed = LoggingViewController("feed", log: log)
    let profile = LoggingViewController("profile", log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = [feed, profile]
    let audit = WindowAudit.showing(tabs, frame: UIScreen.main.bounds)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === feed)
    _ = log.drain()

    tabs.selectedIndex = 1

    #expect(
      log.drain() == [
        // Contract §5, with §4's viewIsAppearing after the old tab's viewWillDisappear.
        "profile.viewDidLoad", "profile.viewWillAppear(false)", "feed.viewWillDisappear(false)",
        "profile.viewIsAppearing(false)", "feed.viewDidDisappear(false)",
        "profile.viewDidAppear(false)",
      ])
    #expect(tabs.selectedViewController === profile)
    #expect(profile.tabBarController === tabs)
    audit.finish()
  }

  @Test func aTapAsksTheDelegateWhichMayRefuse() {
    final class Spy: UITabBarControllerDelegate {
      var allows = false
      var calls: [String] = []
      func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
      ) -> Bool {
        calls.append("shouldSelect \(viewController.title ?? "?")")
        return allows
      }
      func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
      ) { calls.append("didSelect \(viewController.title ?? "?")") }
    }
    let first = UIViewController()
    first.title = "first"
    let second = UIViewController()
    second.title = "second"
    let tabs = UITabBarController()
    tabs.setViewControllers([first, second], animated: false)
    let spy = Spy()
    tabs.delegate = spy
    let audit = WindowAudit.showing(tabs, frame: UIScreen.main.bounds)

    #expect(!tabs.composeSelectTab(at: 1))
    #expect(tabs.selectedIndex == 0)
    spy.allows = true
    #expect(tabs.composeSelectTab(at: 1))
    #expect(tabs.selectedIndex == 1)
    #expect(spy.calls == ["shouldSelect second", "shouldSelect second", "didSelect second"])

    tabs.selectedIndex = 0
    #expect(spy.calls.count == 3)
    audit.finish()
  }

  @Test func replacingTheTabsKeepsTheSelectedOneWhenItStays() {
    let log = EventLog()
    let a = LoggingViewController("a", log: log)
    let b = LoggingViewController("b", log: log)
    let c = LoggingViewController("c", log: log)
    let tabs = UITabBarController()
    tabs.viewControllers = [a, b]
    let audit = WindowAudit.showing(tabs, frame: UIScreen.main.bounds)
    let window = audit.window
    tabs.selectedIndex = 1
    _ = log.drain()

    tabs.viewControllers = [a, b, c]
    #expect(tabs.selectedViewController === b)
    #expect(log.drain() == ["c.willMove(UITabBarController)", "c.didMove(UITabBarController)"])

    tabs.viewControllers = [c]
    #expect(tabs.selectedViewController === c)
    #expect(tabs.viewControllers?.count == 1)
    #expect(a.parent == nil && b.parent == nil)
    #expect(b.view.window == nil)
    #expect(c.view.window === window)
    audit.finish()
  }
}
