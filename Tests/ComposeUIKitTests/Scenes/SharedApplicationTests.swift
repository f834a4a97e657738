import ComposeUIKit
import ComposeUIKitTesting
import Foundation
import Testing

// `UIApplication.shared` as in a running app: its key window is the one last made key, its
// windows, scenes and delegate those of the test. Its invariant: it owns nothing (weak
// references only), so a test's released windows leave nothing for the next test.

@MainActor
@Suite struct SharedApplicationTests {
  private func window() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func theWindowMadeKeyIsTheKeyWindow() {
    let first = window()
    let second = window()
    first.makeKeyAndVisible()
    #expect(UIApplication.shared.keyWindow === first)
    #expect(first.isKeyWindow)
    second.makeKeyAndVisible()
    #expect(UIApplication.shared.keyWindow === second)
    #expect(!first.isKeyWindow)
    #expect(second.isKeyWindow)
    #expect(UIApplication.shared.windows.contains { $0 === first })
    #expect(UIApplication.shared.windows.contains { $0 === second })
  }

  @Test func settingTheKeyWindowsRootShowsIt() {
    let main = window()
    let harness = LifecycleHarness(window: main)
    main.makeKeyAndVisible()
    final class Screen: UIViewController {
      var appeared = false
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared = true
      }
    }
    let screen = Screen()
    UIApplication.shared.keyWindow?.rootViewController = screen
    #expect(screen.appeared)
    #expect(screen.view.window === main)
    harness.finish()
  }

  @Test func aHiddenKeyWindowIsNoLongerKey() {
    let main = window()
    main.makeKeyAndVisible()
    main.isHidden = true
    #expect(UIApplication.shared.keyWindow == nil)
    #expect(!main.isKeyWindow)
  }

  @Test func releasedWindowsLeaveNothingBehind() {
    weak var released: UIWindow?
    do {
      let main = window()
      released = main
      main.accessibilityIdentifier = "released"
      main.makeKeyAndVisible()
      #expect(UIApplication.shared.keyWindow === main)
    }
    #expect(released == nil)
    #expect(UIApplication.shared.keyWindow?.accessibilityIdentifier != "released")
    #expect(!UIApplication.shared.windows.contains { $0.accessibilityIdentifier == "released" })
  }

  @Test func theDelegateIsTheOneLaunchedAndIsNotRetained() {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var launched = false
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        launched = true
        return true
      }
    }
    weak var released: AppDelegate?
    do {
      let delegate = AppDelegate()
      released = delegate
      #expect(UIApplication.shared.composeLaunch(delegate))
      #expect(delegate.launched)
      #expect(UIApplication.shared.delegate === delegate)
    }
    #expect(released == nil)
    #expect(UIApplication.shared.delegate == nil)
  }

  @Test func aConnectedSceneIsAmongTheConnectedScenes() {
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
      ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
      }
    }
    let scene = UIWindowScene.composeConnect(SceneDelegate())
    #expect(UIApplication.shared.connectedScenes.contains(scene))
    #expect(UIApplication.shared.keyWindow === scene.keyWindow)
    #expect(UIApplication.shared.windows.contains { $0 === scene.windows.first })
  }

  @Test func aFreshApplicationScopeSeesNoOtherWindow() {
    let outside = window()
    outside.makeKeyAndVisible()
    UIApplication.composeWithFreshApplication {
      #expect(UIApplication.shared.keyWindow == nil)
      #expect(UIApplication.shared.windows.isEmpty)
      let inside = window()
      inside.makeKeyAndVisible()
      #expect(UIApplication.shared.keyWindow === inside)
    }
    #expect(UIApplication.shared.keyWindow === outside)
    #expect(!UIApplication.shared.windows.isEmpty)
  }
}

// Two tests that would see each other's windows if the application kept them: each finds only
// its own, whichever runs first, serial or in parallel.
@MainActor
@Suite struct SharedApplicationIsolationTests {
  private func showOwnWindow(_ name: String, notSeeing other: String) {
    #expect(!UIApplication.shared.windows.contains { $0.accessibilityIdentifier == other })
    let main = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    main.accessibilityIdentifier = name
    main.makeKeyAndVisible()
    #expect(UIApplication.shared.keyWindow?.accessibilityIdentifier == name)
    #expect(!UIApplication.shared.windows.contains { $0.accessibilityIdentifier == other })
  }

  @Test func oneTestSeesOnlyItsWindow() { showOwnWindow("one", notSeeing: "another") }

  @Test func anotherTestSeesOnlyItsWindow() { showOwnWindow("another", notSeeing: "one") }
}

// The app's run state is kept by the test's own objects: a test that sends the app to the
// background, outside any `composeWithFreshApplication` scope, leaves the next one active.
private final class BackgroundedAppDelegate: UIApplicationDelegate {}

@MainActor
@Suite struct SharedApplicationStateTests {
  @Test func aBackgroundedAppIsActiveAgainOnceTheTestsObjectsAreReleased() {
    do {
      let delegate = BackgroundedAppDelegate()
      UIApplication.shared.composeLaunch(delegate)
      UIApplication.shared.composeEnterBackground()
      #expect(UIApplication.shared.applicationState == .background)
      withExtendedLifetime(delegate) {}
    }
    #expect(UIApplication.shared.delegate == nil)
    #expect(UIApplication.shared.applicationState == .active)
  }
}
