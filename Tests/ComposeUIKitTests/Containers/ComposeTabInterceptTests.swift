import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The "new post" tab that is not a tab: the tab bar delegate refuses to select it and presents
// the composer full screen instead, so the current tab stays selected and disappears under the
// modal (contract §5, full-screen presentation).

private final class ComposerPlaceholderViewController: UIViewController {}

private final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
  let log: EventLog

  init(log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    delegate = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    guard viewController is ComposerPlaceholderViewController else { return true }
    let composer = TracingViewController(title: "composer", log: log)
    composer.modalPresentationStyle = .fullScreen
    present(composer, animated: false)
    return false
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct ComposeTabInterceptTests {
    @Test func theComposeTabPresentsAndKeepsTheCurrentTab() {
      let log = EventLog()
      let tabs = MainTabBarController(log: log)
      let home = TracingViewController(title: "home", log: log)
      let placeholder = ComposerPlaceholderViewController()
      placeholder.tabBarItem = UITabBarItem(
        title: "Post", image: UIImage(systemName: "plus"), tag: 1)
      tabs.viewControllers = [home, placeholder]
      let audit = WindowAudit.showing(tabs)
      _ = log.drain()

      #expect(!tabs.composeSelectTab(at: 1))
      #expect(tabs.selectedIndex == 0)
      #expect(tabs.tabBar.selectedItem === home.tabBarItem)
      #expect(
        log.drain() == [
          "composer.viewDidLoad",
          "home.viewWillDisappear(false)",
          "composer.viewWillAppear(false)",
          "composer.viewIsAppearing(false)",
          "composer.viewDidAppear(false)",
          "home.viewDidDisappear(false)",
        ])
      #expect(tabs.presentedViewController?.title == "composer")
      audit.finish()
    }
  }
#endif
