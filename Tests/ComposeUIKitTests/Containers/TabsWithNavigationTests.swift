import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A tab bar controller subclass that builds its tabs in viewDidLoad, each a navigation controller
// with an SF Symbol tab item, and starts on the second tab.

private final class MainTabBarController: UITabBarController {
  let log: EventLog

  init(log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tabBar.tintColor = .systemBlue
    let home = TracingViewController(title: "home", log: log)
    home.tabBarItem = UITabBarItem(
      title: "Home", image: UIImage(systemName: "house"),
      selectedImage: UIImage(systemName: "house.fill"))
    let search = TracingViewController(title: "search", log: log)
    search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
    viewControllers = [home, search].map { UINavigationController(rootViewController: $0) }
    selectedIndex = 1
  }
}

@MainActor
@Suite struct TabsWithNavigationTests {
  @Test func onlyTheSelectedTabsRootAppears() {
    let log = EventLog()
    let tabs = MainTabBarController(log: log)
    let audit = WindowAudit.showing(tabs)

    // Whether UIKit loads the first tab's view before `selectedIndex = 1` is not asserted: only
    // the appearance callbacks, which go to the selected tab alone.
    #expect(
      log.drain().filter { $0.contains("Appear") } == [
        "search.viewWillAppear(false)",
        "search.viewIsAppearing(false)",
        "search.viewDidAppear(false)",
      ])
    #expect(tabs.selectedIndex == 1)
    audit.finish()
  }
}
