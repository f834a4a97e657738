import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A scene delegate that picks its first screen by login state: the onboarding storyboard's
// initial view controller, or the main storyboard's tab bar controller by identifier.

private final class OnboardingViewController: UIViewController {}
private final class MainTabBarController: UITabBarController {
  private(set) var woke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    woke = true
  }
}

private final class SceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
  var isLoggedIn = false

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    if isLoggedIn {
      let main = UIStoryboard(name: "Main", bundle: nil)
      window?.rootViewController = main.instantiateViewController(withIdentifier: "MainTabBar")
    } else {
      window?.rootViewController = UIStoryboard(name: "Onboarding", bundle: nil)
        .instantiateInitialViewController()
    }
    window?.makeKeyAndVisible()
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct SceneDelegateStoryboardTests {
    private func archives() -> ComposeArchives {
      let archives = ComposeArchives()
      archives.registerScene("Welcome", in: "Onboarding", isInitial: true) {
        OnboardingViewController()
      }
      archives.registerScene("MainTabBar", in: "Main") {
        let tabs = MainTabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        return tabs
      }
      return archives
    }

    @Test func aNewUserStartsWithOnboarding() {
      let delegate = SceneDelegate()
      let scene = UIWindowScene.composeConnect(delegate, archives: archives())
      #expect(delegate.window?.rootViewController is OnboardingViewController)
      #expect(delegate.window?.rootViewController?.viewIfLoaded?.window === delegate.window)
      #expect(scene.windows.count == 1)
    }

    @Test func aLoggedInUserStartsWithTheWokenTabBarController() {
      let delegate = SceneDelegate()
      delegate.isLoggedIn = true
      let scene = UIWindowScene.composeConnect(delegate, archives: archives())
      let tabs = delegate.window?.rootViewController as? MainTabBarController
      #expect(tabs?.woke == true)
      #expect(tabs?.viewControllers?.allSatisfy { $0.storyboard === tabs?.storyboard } == true)
      #expect(tabs?.selectedViewController?.isViewLoaded == true)
      withExtendedLifetime(scene) {}
    }
  }
#endif
