import ComposeUIKit
import Testing

@Suite struct ShowTests {
  @Test func showPushesInsideANavigationController() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let audit = WindowAudit.showing(navigation, frame: UIScreen.main.bounds)
    let window = audit.window
    let detail = UIViewController()

    root.show(detail, sender: nil)
    window.composeRunUntilIdle()

    #expect(navigation.topViewController === detail)
    #expect(root.presentedViewController == nil)
    audit.finish()
  }

  @Test func showPresentsOutsideANavigationController() {
    let root = UIViewController()
    let audit = WindowAudit.showing(root, frame: UIScreen.main.bounds)
    let window = audit.window
    let detail = UIViewController()

    root.show(detail, sender: nil)
    window.composeRunUntilIdle()

    #expect(root.presentedViewController === detail)
    audit.finish()
  }

  @Test func inertNavigationPropertiesAreStored() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.prefersLargeTitles = true
    navigation.setNavigationBarHidden(true, animated: true)
    let item = navigation.topViewController?.navigationItem
    item?.largeTitleDisplayMode = .never
    navigation.topViewController?.title = "Inbox"
    #expect(navigation.navigationBar.prefersLargeTitles)
    #expect(navigation.isNavigationBarHidden)
    #expect(item?.largeTitleDisplayMode == .never)
    #expect(item?.title == "Inbox")
    item?.title = "Mail"
    #expect(navigation.topViewController?.navigationItem.title == "Mail")
    #expect(navigation.topViewController?.title == "Inbox")
  }
}
