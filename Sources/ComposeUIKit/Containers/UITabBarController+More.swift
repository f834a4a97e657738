import Foundation

extension UITabBarController {
  /// How many tabs the tab bar shows at most (UIKit's five on a phone): with more view
  /// controllers, it shows the first four and a More tab that lists the rest.
  static let maximumVisibleTabs = 5

  /// The view controllers the More list shows (not UIKit API; UIKit's More list is a private
  /// table): with more than five ``viewControllers``, those from the fifth on, as the tab bar
  /// shows four tabs and More; otherwise none.
  public var composeMoreListViewControllers: [UIViewController] {
    let controllers = viewControllers ?? []
    guard controllers.count > Self.maximumVisibleTabs else { return [] }
    return Array(controllers[(Self.maximumVisibleTabs - 1)...])
  }

  /// Makes the More navigation controller: a navigation controller whose root is the More
  /// list, titled "More".
  func makeMoreNavigationController() -> UINavigationController {
    let list = UIViewController(nibName: nil, bundle: nil)
    list.title = "More"
    list.navigationItem.title = "More"
    let navigation = UINavigationController(rootViewController: list)
    navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    return navigation
  }
}
