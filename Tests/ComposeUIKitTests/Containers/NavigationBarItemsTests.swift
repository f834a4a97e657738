import ComposeUIKit
import Foundation
import Testing

// A navigation controller's bar shows its stack: Apple's UINavigationBar documentation, "When
// you use a navigation bar with a navigation controller, the navigation controller ... creates
// the navigation items ... [the] topItem is the navigation item of the top view controller";
// the bar's items are managed by the controller ("you must not ... modify the items directly").

@MainActor
@Suite struct NavigationBarItemsTests {
  @Test func aNavigationControllersBarItemsAreItsViewControllersNavigationItems() {
    let root = UIViewController()
    root.navigationItem.title = "Inbox"
    let navigation = UINavigationController(rootViewController: root)
    let bar = navigation.navigationBar
    #expect(bar.topItem === root.navigationItem)
    #expect(bar.backItem == nil)
    let detail = UIViewController()
    detail.title = "Message"
    navigation.pushViewController(detail, animated: false)
    #expect(bar.items?.count == 2)
    #expect(bar.topItem === detail.navigationItem)
    #expect(bar.backItem === root.navigationItem)
    navigation.popViewController(animated: false)
    #expect(bar.topItem === root.navigationItem)
  }

  @Test func pushingItemsOnANavigationControllersBarDirectlyChangesNothing() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let bar = navigation.navigationBar
    bar.pushItem(UINavigationItem(title: "Stray"), animated: false)
    bar.items = []
    #expect(bar.popItem(animated: false) == nil)
    #expect(bar.items?.count == 1)
    #expect(bar.topItem === root.navigationItem)
    #expect(navigation.viewControllers == [root])
  }
}
