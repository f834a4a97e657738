import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The iOS 15 navigation bar fix every app copied: an opaque `UINavigationBarAppearance` with white
// titles set as both standard and scroll-edge appearance, on the bar and through the
// `appearance()` proxy. Compose stores the bar's appearances; the proxy is detached and inert.

private final class AppNavigationController: UINavigationController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemBlue
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    navigationBar.standardAppearance = appearance
    navigationBar.scrollEdgeAppearance = appearance
    navigationBar.prefersLargeTitles = true
    UINavigationBar.appearance().tintColor = .white
  }
}

@MainActor
@Suite struct NavigationBarAppearanceTests {
  @Test func theBarKeepsItsAppearancesAndTheProxyChangesNoBar() {
    let navigation = AppNavigationController(rootViewController: UIViewController())
    navigation.loadViewIfNeeded()
    #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemBlue)
    #expect(
      navigation.navigationBar.scrollEdgeAppearance === navigation.navigationBar.standardAppearance)
    #expect(
      navigation.navigationBar.standardAppearance.titleTextAttributes[.foregroundColor]
        as? UIColor == .white)
    #expect(UINavigationBar.appearance().tintColor == nil)
    #expect(navigation.navigationBar.tintColor == nil)
  }
}
