import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The More navigation controller as Apple documents `moreNavigationController`: always there,
// even without a More tab, and never in `viewControllers`. A phone's tab bar shows five tabs at
// most: with more view controllers, four tabs and More, which lists the rest.

@MainActor
@Suite struct MoreNavigationControllerTests {
  private func tabs(_ count: Int) -> [UIViewController] {
    (0..<count).map { index in
      let screen = UIViewController()
      screen.title = "Tab \(index)"
      return screen
    }
  }

  @Test func itIsAlwaysThereAndNeverAmongTheViewControllers() {
    let tabBarController = UITabBarController()
    let more = tabBarController.moreNavigationController
    #expect(tabBarController.moreNavigationController === more)
    #expect(more.viewControllers.count == 1)
    tabBarController.viewControllers = tabs(7)
    #expect(tabBarController.viewControllers?.contains { $0 === more } == false)
    #expect(tabBarController.moreNavigationController === more)
  }

  @Test func withMoreThanFiveTabsTheMoreListHasTheViewControllersFromTheFifthOn() {
    let tabBarController = UITabBarController()
    tabBarController.viewControllers = tabs(5)
    #expect(tabBarController.composeMoreListViewControllers.isEmpty)
    let seven = tabs(7)
    tabBarController.viewControllers = seven
    #expect(
      tabBarController.composeMoreListViewControllers.map(\.title) == [
        "Tab 4", "Tab 5", "Tab 6",
      ])
  }
}
