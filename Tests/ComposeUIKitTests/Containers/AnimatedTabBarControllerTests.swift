import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A tab bar controller subclass that bounces the tapped tab's icon: it overrides the tab bar's
// delegate method it implements, finds the item's index with `firstIndex(of:)`, and logs the
// selection it is told about afterwards.

private final class BouncingTabBarController: UITabBarController, UITabBarControllerDelegate {
  var log: EventLog?

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
  }

  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    guard let index = tabBar.items?.firstIndex(of: item) else { return }
    log?.append("bounce icon \(index) (selected still \(selectedIndex))")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    log?.append("didSelect \(logName(viewController))")
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct AnimatedTabBarControllerTests {
    @Test func aTapBouncesTheIconThenSwitchesTabsWithTheTabOrder() {
      let log = EventLog()
      let feed = TracingViewController(title: "feed", log: log)
      feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
      let profile = TracingViewController(title: "profile", log: log)
      profile.tabBarItem = UITabBarItem(
        title: "Profile", image: UIImage(systemName: "person"), tag: 1)
      let tabs = BouncingTabBarController()
      tabs.log = log
      tabs.viewControllers = [feed, profile]
      let audit = WindowAudit.showing(tabs)
      #expect(tabs.tabBar.items?.count == 2)
      #expect(tabs.tabBar.selectedItem === feed.tabBarItem)
      _ = log.drain()

      tabs.composeSelectTab(at: 1)
      let callbacks = log.drain().filter {
        !$0.contains("viewDidLoad") && !$0.contains("viewIsAppearing")
      }
      // The bar's delegate hears the tap first; then the switch has contract §5's tab order.
      #expect(
        callbacks == [
          "bounce icon 1 (selected still 0)",
          "profile.viewWillAppear(false)",
          "feed.viewWillDisappear(false)",
          "feed.viewDidDisappear(false)",
          "profile.viewDidAppear(false)",
          "didSelect profile",
        ])
      #expect(tabs.tabBar.selectedItem === profile.tabBarItem)
      #expect(tabs.tabBar.delegate === tabs)
      audit.finish()
    }
  }
#endif
