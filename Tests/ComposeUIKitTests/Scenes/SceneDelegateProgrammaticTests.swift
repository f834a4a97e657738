import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The Xcode template's scene delegate with the storyboard removed: it makes the window for the
// window scene, a navigation controller as root, and shows it; `UIApplication.shared` holds no
// state of its own.

private final class HomeViewController: TracingViewController {}

// The template's `class SceneDelegate: UIResponder, UIWindowSceneDelegate`; the superclass is
// dropped until the facade has `UIResponder`.
private final class SceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
  let log: EventLog

  init(log: EventLog) {
    self.log = log
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: HomeViewController(title: "home", log: log))
    self.window = window
    window.makeKeyAndVisible()
    log.append("connected")
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    log.append("willEnterForeground")
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    log.append("didBecomeActive")
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct SceneDelegateProgrammaticTests {
    @Test func connectingTheSceneBuildsAndShowsTheFirstScreen() {
      let log = EventLog()
      let delegate = SceneDelegate(log: log)
      let scene = UIWindowScene.composeConnect(delegate)

      // The delegate's code runs at connection: the root appears as the window is made key
      // (contract §3), then the scene enters the foreground and becomes active.
      #expect(
        log.drain() == [
          "home.willMove(toParent: UINavigationController)",
          "home.viewDidLoad",
          "home.viewWillAppear(false)",
          "home.viewIsAppearing(false)",
          "home.viewDidAppear(false)",
          "home.didMove(toParent: UINavigationController)",
          "connected",
          "willEnterForeground",
          "didBecomeActive",
        ])
      #expect(scene.windows.first === delegate.window)
      #expect(scene.keyWindow === delegate.window)
      #expect(delegate.window?.windowScene === scene)
      #expect(scene.activationState == .foregroundActive)
      #expect(scene.session.role == .windowApplication)
    }

    @Test func theSharedApplicationsBadgeIsInert() {
      let application = UIApplication.shared
      application.applicationIconBadgeNumber = 5
      #expect(UIApplication.shared.applicationIconBadgeNumber == 0)
      #expect(UIApplication.shared === application)
    }
  }
#endif
