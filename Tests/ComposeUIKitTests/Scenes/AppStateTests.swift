import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import ComposeUIKitTesting
#endif

// The app going to the background and back, an interruption, a scene closed in the app
// switcher: the scene delegate of the Xcode template, logging its methods, as apps write it.

private final class StateViewController: TracingViewController {}

private final class LoggingSceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
  let log: EventLog

  init(log: EventLog) { self.log = log }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = StateViewController(title: "home", log: log)
    self.window = window
    window.makeKeyAndVisible()
    log.append("willConnectTo")
  }

  func sceneDidDisconnect(_ scene: UIScene) { log.append("sceneDidDisconnect") }
  func sceneDidBecomeActive(_ scene: UIScene) { log.append("sceneDidBecomeActive") }
  func sceneWillResignActive(_ scene: UIScene) { log.append("sceneWillResignActive") }
  func sceneWillEnterForeground(_ scene: UIScene) { log.append("sceneWillEnterForeground") }
  func sceneDidEnterBackground(_ scene: UIScene) { log.append("sceneDidEnterBackground") }
}

private final class LoggingAppDelegate: UIApplicationDelegate {
  let log: EventLog

  init(log: EventLog) { self.log = log }

  func applicationDidBecomeActive(_ application: UIApplication) {
    log.append("applicationDidBecomeActive")
  }
  func applicationWillResignActive(_ application: UIApplication) {
    log.append("applicationWillResignActive")
  }
  func applicationDidEnterBackground(_ application: UIApplication) {
    log.append("applicationDidEnterBackground")
  }
  func applicationWillEnterForeground(_ application: UIApplication) {
    log.append("applicationWillEnterForeground")
  }
}

private let sceneNotifications = [
  UIScene.willConnectNotification, UIScene.didDisconnectNotification,
  UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
  UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
]

private let applicationNotifications = [
  UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
  UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
]

#if !os(iOS)
  @MainActor
  @Suite struct AppStateTests {
    /// Apple's `UISceneDelegate` pages: resigning active comes before the background, entering
    /// the foreground before becoming active; UIKit posts the scene's notification with each
    /// call, and the app's when the app's own state changes with its scene.
    @Test func backgroundingASceneCallsItsDelegateInUIKitsOrderWithTheNotifications() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let delegate = LoggingSceneDelegate(log: log)
        let scene = UIWindowScene.composeConnect(delegate)
        let notes = PostedNotifications(
          sceneNotifications + applicationNotifications, from: [scene, UIApplication.shared],
          into: log)
        _ = log.drain()
        UIApplication.shared.composeEnterBackground()
        #expect(
          log.drain() == [
            "sceneWillResignActive", "note UISceneWillDeactivateNotification",
            "note UIApplicationWillResignActiveNotification",
            "sceneDidEnterBackground", "note UISceneDidEnterBackgroundNotification",
            "note UIApplicationDidEnterBackgroundNotification",
          ])
        #expect(scene.activationState == .background)
        #expect(UIApplication.shared.applicationState == .background)
        UIApplication.shared.composeEnterForeground()
        #expect(
          log.drain() == [
            "sceneWillEnterForeground", "note UISceneWillEnterForegroundNotification",
            "note UIApplicationWillEnterForegroundNotification",
            "sceneDidBecomeActive", "note UISceneDidActivateNotification",
            "note UIApplicationDidBecomeActiveNotification",
          ])
        #expect(scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.applicationState == .active)
        withExtendedLifetime(notes) {}
      }
    }

    /// UIKit sends no appearance callback when the app goes to the background: the screen stays
    /// appeared, and the window's trace shows the state changes instead.
    @Test func backgroundingSendsNoAppearanceCallbacks() throws {
      try UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let delegate = LoggingSceneDelegate(log: log)
        let scene = UIWindowScene.composeConnect(delegate)
        let window = try #require(delegate.window)
        let harness = LifecycleHarness(window: window)
        _ = log.drain()
        UIApplication.shared.composeEnterBackground()
        #expect(log.drain() == ["sceneWillResignActive", "sceneDidEnterBackground"])
        harness.expectTrace([
          "StateViewController.activationStateChanged(active -> inactive)",
          "StateViewController.activationStateChanged(inactive -> background)",
        ])
        #expect(window.rootViewController?.composeComponent.appearanceState == .appeared)
        UIApplication.shared.composeEnterForeground()
        #expect(log.drain() == ["sceneWillEnterForeground", "sceneDidBecomeActive"])
        harness.expectTrace([
          "StateViewController.activationStateChanged(background -> inactive)",
          "StateViewController.activationStateChanged(inactive -> active)",
        ])
        withExtendedLifetime(scene) {}
      }
    }

    /// An interruption (a call, the app switcher) makes the scene inactive without the
    /// background; the app follows it.
    @Test func anInterruptionMakesTheSceneInactiveWithoutTheBackground() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let scene = UIWindowScene.composeConnect(LoggingSceneDelegate(log: log))
        _ = log.drain()
        UIApplication.shared.composeResignActive()
        #expect(log.drain() == ["sceneWillResignActive"])
        #expect(scene.activationState == .foregroundInactive)
        #expect(UIApplication.shared.applicationState == .inactive)
        UIApplication.shared.composeBecomeActive()
        #expect(log.drain() == ["sceneDidBecomeActive"])
        #expect(UIApplication.shared.applicationState == .active)
      }
    }

    /// Connecting posts the scene's notifications around its delegate's calls, and the app,
    /// inactive while it launches, becomes active with its first scene.
    @Test func connectingPostsTheSceneNotificationsAndTheAppBecomesActive() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let notes = PostedNotifications(
          [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification],
          from: [UIApplication.shared], into: log)
        let scene = UIWindowScene.composeConnect(LoggingSceneDelegate(log: log))
        let calls = log.drain().filter { !$0.hasPrefix("home.") }
        #expect(
          calls == [
            "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive",
            "note UIApplicationDidBecomeActiveNotification",
          ])
        #expect(scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.applicationState == .active)
        withExtendedLifetime(notes) {}
      }
    }

    /// Apple's `applicationDidBecomeActive(_:)` page: an app that uses scenes is told through
    /// its scene delegates; the app delegate's counterparts are not called.
    @Test func withScenesTheAppDelegateIsNotToldOfStateChanges() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let appDelegate = LoggingAppDelegate(log: log)
        UIApplication.shared.composeLaunch(appDelegate)
        let scene = UIWindowScene.composeConnect(LoggingSceneDelegate(log: log))
        _ = log.drain()
        UIApplication.shared.composeEnterBackground()
        UIApplication.shared.composeEnterForeground()
        #expect(!log.drain().contains { $0.hasPrefix("application") })
        withExtendedLifetime(scene) {}
      }
    }

    /// An app with no scene is told through its app delegate, in the same order.
    @Test func withoutScenesTheAppDelegateHearsTheStatesInUIKitsOrder() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        let appDelegate = LoggingAppDelegate(log: log)
        UIApplication.shared.composeLaunch(appDelegate)
        let notes = PostedNotifications(
          applicationNotifications, from: [UIApplication.shared], into: log)
        UIApplication.shared.composeEnterBackground()
        #expect(
          log.drain() == [
            "applicationWillResignActive", "note UIApplicationWillResignActiveNotification",
            "applicationDidEnterBackground", "note UIApplicationDidEnterBackgroundNotification",
          ])
        UIApplication.shared.composeEnterBackground()
        #expect(log.drain().isEmpty, "already in the background")
        UIApplication.shared.composeEnterForeground()
        #expect(
          log.drain() == [
            "applicationWillEnterForeground", "note UIApplicationWillEnterForegroundNotification",
            "applicationDidBecomeActive", "note UIApplicationDidBecomeActiveNotification",
          ])
        withExtendedLifetime(notes) {}
      }
    }

    /// Closing a scene in the app switcher, as published runs print it: an active scene resigns
    /// active, then disconnects (`sceneDidDisconnect(_:)` and its notification). It leaves the
    /// app's connected scenes, lets its window go with its delegate, and the app, with no scene
    /// left, enters the background (then, nothing of the test's app being alive, reads active
    /// again: the application owns nothing).
    @Test func disconnectingASceneResignsItThenDisconnectsAndReleasesItsWindows() {
      UIApplication.composeWithFreshApplication {
        let log = EventLog()
        weak var releasedWindow: UIWindow?
        weak var releasedDelegate: LoggingSceneDelegate?
        let scene: UIWindowScene
        do {
          let delegate = LoggingSceneDelegate(log: log)
          scene = UIWindowScene.composeConnect(delegate)
          releasedWindow = delegate.window
          releasedDelegate = delegate
        }
        let notes = PostedNotifications(
          sceneNotifications + applicationNotifications, from: [scene, UIApplication.shared],
          into: log)
        _ = log.drain()
        #expect(UIApplication.shared.connectedScenes.contains(scene))
        scene.composeDisconnect()
        let calls = log.drain().filter { !$0.hasPrefix("home.") }
        #expect(
          calls == [
            "sceneWillResignActive", "note UISceneWillDeactivateNotification",
            "note UIApplicationWillResignActiveNotification",
            "sceneDidDisconnect", "note UISceneDidDisconnectNotification",
            "note UIApplicationDidEnterBackgroundNotification",
          ])
        #expect(scene.activationState == .unattached)
        #expect(!UIApplication.shared.connectedScenes.contains(scene))
        #expect(scene.windows.isEmpty)
        #expect(releasedDelegate == nil, "the scene lets its delegate go")
        #expect(releasedWindow == nil, "the window only the delegate kept is released")
        scene.composeDisconnect()
        scene.composeSetActivationState(.foregroundActive)
        #expect(log.drain().isEmpty, "a disconnected scene stays disconnected")
        withExtendedLifetime(notes) {}
      }
    }
  }
#endif
