import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// An inbox tab whose badge shows the unread count: the item is the view controller's own
// `tabBarItem`, so the bar's items follow the tabs, and the selected item follows `selectedIndex`.

private final class InboxViewController: UIViewController {
  var unread = 0 {
    didSet { tabBarItem.badgeValue = unread > 0 ? "\(unread)" : nil }
  }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 2)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

@MainActor
@Suite struct TabBadgeTests {
  @Test func theBadgeIsOnTheInboxItemAndTheSelectedItemFollowsTheSelection() {
    let settings = UIViewController()
    settings.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 3)
    let inbox = InboxViewController()
    let tabs = UITabBarController()
    tabs.setViewControllers([inbox, settings], animated: false)
    inbox.unread = 3

    #expect(tabs.tabBar.items?.map(\.badgeValue) == ["3", nil])
    #expect(tabs.tabBar.items?.first?.tag == 2)
    tabs.selectedIndex = 1
    #expect(tabs.tabBar.selectedItem?.systemItem == .more)
    inbox.unread = 0
    #expect(tabs.tabBar.items?.first?.badgeValue == nil)
  }
}
