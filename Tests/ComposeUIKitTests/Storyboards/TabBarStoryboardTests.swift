import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The Xcode "Tabbed App" storyboard: the initial tab bar controller with two tabs connected by
// relationship segues; each tab's controller sets itself up in `awakeFromNib`, before any view
// loads, and knows its storyboard.

private final class FirstViewController: UIViewController {
  private(set) var setUpBeforeLoad = false

  override func awakeFromNib() {
    super.awakeFromNib()
    tabBarItem.badgeValue = "new"
    setUpBeforeLoad = !isViewLoaded
  }
}

private final class SecondViewController: UIViewController {}

#if !os(iOS)
  @MainActor
  @Suite struct TabBarStoryboardTests {
    @Test func theRelationshipTabsAwakeBeforeTheirViewsLoad() {
      let archives = ComposeArchives()
      archives.registerScene("Tabs", in: "Main", isInitial: true) {
        let tabs = UITabBarController()
        tabs.viewControllers = [FirstViewController(), SecondViewController()]
        return tabs
      }
      let storyboard = archives.run { UIStoryboard(name: "Main", bundle: nil) }
      let tabs = storyboard.instantiateInitialViewController() as? UITabBarController
      let first = tabs?.viewControllers?.first as? FirstViewController
      #expect(first?.setUpBeforeLoad == true)
      #expect(first?.storyboard === storyboard)
      #expect(tabs?.tabBar.items?.first?.badgeValue == "new")
      #expect(first?.isViewLoaded == false)
    }
  }
#endif
