import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// UIToolbar and a navigation controller's toolbar as Apple documents them: the toolbar is hidden
// by default (`isToolbarHidden` is true) and a view controller's `toolbarItems` are its own.

@MainActor
@Suite struct ToolbarTests {
  @Test func aNavigationControllersToolbarIsHiddenUntilShown() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    #expect(navigation.isToolbarHidden)
    navigation.setToolbarHidden(false, animated: true)
    #expect(!navigation.isToolbarHidden)
    #expect(navigation.toolbar != nil)
  }

  @Test func toolbarItemsBelongToTheViewController() {
    let controller = UIViewController()
    let share = UIBarButtonItem(systemItem: .action)
    controller.setToolbarItems(
      [UIBarButtonItem(systemItem: .flexibleSpace), share], animated: false)
    #expect(controller.toolbarItems?.count == 2)
    #expect(controller.toolbarItems?.last === share)
    let toolbar = UIToolbar()
    toolbar.setItems([share], animated: true)
    #expect(toolbar.items?.first === share)
  }
}

@MainActor
@Suite struct ToolbarBackgroundImageTests {
  @Test func backgroundImagesArePerPositionAndMetrics() {
    let toolbar = UIToolbar()
    let image = UIImage(named: "bar")
    toolbar.setBackgroundImage(image, forToolbarPosition: .bottom, barMetrics: .default)
    #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === image)
    #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact) == nil)
    #expect(toolbar.backgroundImage(forToolbarPosition: .top, barMetrics: .default) == nil)
  }
}
