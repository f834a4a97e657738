import Foundation

/// The app (UIKit's `UIApplication`): ``shared`` follows the app's delegate, scenes and windows
/// as in a running app.
///
/// ``keyWindow`` is the window last made key (``UIWindow/makeKeyAndVisible()``) while it is
/// alive and not hidden, and ``UIWindow/isKeyWindow`` answers from it; ``windows`` lists the
/// windows made key or made for a scene, ``connectedScenes`` the scenes connected with
/// ``UIWindowScene/composeConnect(_:session:options:archives:)``, and ``delegate`` is the one
/// set (or passed to ``composeLaunch(_:)``).
///
/// ## The process-wide application and its invariant
///
/// ``shared`` is UIKit's own process-wide object, so Compose has one value for it: the
/// application of the current task's scope (`composeWithFreshApplication(_:)`), else one
/// application for the process. **The application owns nothing**: its delegate, scenes and
/// windows are weak references, as UIKit's `delegate` is not retained either. So what it shows
/// is only what live objects of the running test made it: a test that releases its windows
/// (a Swift Testing suite's do when the test ends; an `XCTestCase` that sets its properties to
/// `nil` in `tearDown`) leaves nothing for the next one, serial or parallel (main-actor tests
/// never interleave within one synchronous test). A test that keeps a window alive past its end
/// (an `XCTestCase` property never cleared) runs its body in
/// `composeWithFreshApplication(_:)`, which gives it an application of its own. The app's run
/// state (``applicationState``, moved by ``composeEnterBackground()`` and the scenes) is kept
/// only while the delegate, scene or window it was set for lives: `.active` again once the test
/// that moved it has released them.
@preconcurrency @MainActor
open class UIApplication: NSObject {
  /// The app's run state (UIKit's `UIApplication.State`).
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events.
    case inactive
    /// In the background.
    case background
  }

  /// The keys of the launch options (UIKit's `UIApplication.LaunchOptionsKey`).
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }

  /// The keys of the options of ``open(_:options:completionHandler:)`` (UIKit's
  /// `UIApplication.OpenExternalURLOptionsKey`).
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Open only universal links.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The app (UIKit's `shared`): the application of the current
  /// `composeWithFreshApplication(_:)` scope, else the process's one, which owns nothing (see
  /// the type's invariant).
  public static var shared: UIApplication { scoped ?? process }

  /// The application of the current task's ``composeWithFreshApplication(_:)`` scope.
  @TaskLocal static var scoped: UIApplication?

  /// The process's application, for code outside any scope; it holds only weak references.
  static let process = UIApplication()

  /// Runs `body` with a new application as ``shared``, for a test that must not see windows
  /// other tests keep alive; the application ends with the scope. UIKit has no counterpart.
  ///
  /// - Parameter body: The test's code.
  /// - Returns: What `body` returns.
  public static func composeWithFreshApplication<Result>(_ body: () throws -> Result) rethrows
    -> Result
  {
    try $scoped.withValue(UIApplication()) { try body() }
  }

  /// Runs the asynchronous `body` with a new application as ``shared``; see
  /// ``composeWithFreshApplication(_:)``.
  ///
  /// - Parameter body: The test's code.
  /// - Returns: What `body` returns.
  public static func composeWithFreshApplication<Result>(
    _ body: @MainActor () async throws -> Result
  ) async rethrows -> Result {
    try await $scoped.withValue(UIApplication()) { try await body() }
  }

  /// The delegate; weak.
  private weak var delegateStorage: (any UIApplicationDelegate)?
  /// The windows made key or made for a scene, oldest first; weak.
  private var windowReferences: [WeakObject] = []
  /// The window last made key; weak.
  private weak var lastKeyWindow: UIWindow?
  /// The connected scenes; weak.
  private var sceneReferences: [WeakObject] = []
  /// The run state (see ``applicationState``): kept while the object it was set for lives (the
  /// delegate, else a connected scene, else a window), `.active` once that is released, so that
  /// the state of a test's app goes with the test's objects and the application owns nothing.
  var stateStorage: State {
    get { stateOwner == nil ? .active : ownedState }
    set {
      stateOwner =
        delegateStorage ?? orderedScenes.first ?? lastKeyWindow ?? windows.last
      ownedState = newValue
    }
  }
  /// What ``stateStorage`` was set for; weak.
  private weak var stateOwner: AnyObject?
  /// The state set, while ``stateOwner`` lives.
  private var ownedState: State = .active
  /// The view controllers made while this application was ``shared``, oldest first; weak. A
  /// memory warning reaches them (``composeSimulateMemoryWarning()``).
  private var controllerReferences: [WeakObject] = []
  /// How many entries ``controllerReferences`` may hold before the released ones are dropped.
  private var controllerCompactionThreshold = 64

  /// Records `window` as one of the app's, made key when `key`.
  func add(_ window: UIWindow, key: Bool) {
    windowReferences.removeAll { $0.object == nil }
    if !windowReferences.contains(where: { $0.object === window }) {
      windowReferences.append(WeakObject(object: window))
    }
    if key { lastKeyWindow = window }
  }

  /// Records `scene` as connected.
  func connect(_ scene: UIScene) {
    sceneReferences.removeAll { $0.object == nil || $0.object === scene }
    sceneReferences.append(WeakObject(object: scene))
  }

  /// Records `scene` as disconnected.
  func disconnect(_ scene: UIScene) {
    sceneReferences.removeAll { $0.object == nil || $0.object === scene }
  }

  /// The connected scenes still alive, in the order they connected.
  var orderedScenes: [UIScene] { sceneReferences.compactMap { $0.object as? UIScene } }

  /// Records `controller` as one of the app's view controllers, for memory warnings. Released
  /// controllers are dropped once the list doubles, so the work stays constant per controller.
  func register(_ controller: UIViewController) {
    controllerReferences.append(WeakObject(object: controller))
    if controllerReferences.count >= controllerCompactionThreshold {
      controllerReferences.removeAll { $0.object == nil }
      controllerCompactionThreshold = max(64, controllerReferences.count * 2)
    }
  }

  /// The app's view controllers still alive, oldest first.
  var liveControllers: [UIViewController] {
    controllerReferences.compactMap { $0.object as? UIViewController }
  }

  /// Launches the app with `delegate` (UIKit's `UIApplicationMain` at launch): sets it as the
  /// ``delegate`` (weak: keep it) and calls its
  /// `application(_:didFinishLaunchingWithOptions:)`. UIKit has no counterpart.
  ///
  /// - Parameter delegate: The app's delegate.
  /// - Returns: What `application(_:didFinishLaunchingWithOptions:)` returned.
  @discardableResult
  public func composeLaunch(_ delegate: any UIApplicationDelegate) -> Bool {
    self.delegate = delegate
    return delegate.application(self, didFinishLaunchingWithOptions: nil)
  }

  /// The URL of the app's page in Settings (UIKit's `openSettingsURLString`).
  public static let openSettingsURLString = "app-settings:"

  /// The app's run state (UIKit's `applicationState`): `.active` until a test moves the app
  /// (``composeEnterBackground()``, ``composeResignActive()``) or its scenes
  /// (``UIScene/composeSetActivationState(_:)``); with scenes connected, the most active of
  /// their states, as in UIKit.
  public var applicationState: State { stateStorage }
  /// The connected scenes still alive (UIKit's `connectedScenes`): those connected with
  /// ``UIWindowScene/composeConnect(_:session:options:archives:)``.
  public var connectedScenes: Set<UIScene> {
    Set(sceneReferences.compactMap { $0.object as? UIScene })
  }
  /// The app's windows still alive, oldest first (UIKit's deprecated `windows`): those made key
  /// and those made for a scene.
  public var windows: [UIWindow] { windowReferences.compactMap { $0.object as? UIWindow } }
  /// The key window (UIKit's deprecated `keyWindow`): the window last made key, while it is
  /// alive and not hidden.
  public var keyWindow: UIWindow? {
    guard let window = lastKeyWindow, !window.isHidden else { return nil }
    return window
  }
  /// Always `0`; setting it does nothing (UIKit's `applicationIconBadgeNumber`).
  public var applicationIconBadgeNumber: Int {
    get { 0 }
    set {}
  }
  /// Always `false`; setting it does nothing (UIKit's `isIdleTimerDisabled`).
  public var isIdleTimerDisabled: Bool {
    get { false }
    set {}
  }
  /// Always `false`; setting it does nothing.
  public var isNetworkActivityIndicatorVisible: Bool {
    get { false }
    set {}
  }
  /// The app's delegate (UIKit's `delegate`); weak, as UIKit does not retain it either. Compose
  /// makes none: set it, or launch with ``composeLaunch(_:)``.
  public var delegate: (any UIApplicationDelegate)? {
    get { delegateStorage }
    set { delegateStorage = newValue }
  }

  /// Whether a URL can be opened: always `false`, nothing is installed.
  ///
  /// - Parameter url: The URL.
  /// - Returns: `false`.
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// Opens `url` (UIKit's `open(_:options:completionHandler:)`): nothing opens; the completion
  /// gets `false`.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: Ignored.
  ///   - completion: Called with `false`.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    completion?(false)
  }

  /// Does nothing (UIKit's `registerForRemoteNotifications()`).
  public func registerForRemoteNotifications() {}
}

/// The app's delegate (UIKit's `UIApplicationDelegate`); every method is optional, with UIKit's
/// default. Compose does not launch an app: call the methods from a test if needed.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// Called when launching finished.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why it launched.
  /// - Returns: Whether the app can handle the launch; default `true`.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The configuration of a new scene.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The new scene's session.
  ///   - options: How it connects.
  /// - Returns: The configuration; default: the session's own.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// Called when the app became active (UIKit's `applicationDidBecomeActive(_:)`). Not called
  /// while scenes are connected: their delegates are, as in UIKit.
  ///
  /// - Parameter application: The app.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// Called when the app is about to stop being active (UIKit's
  /// `applicationWillResignActive(_:)`). Not called while scenes are connected.
  ///
  /// - Parameter application: The app.
  func applicationWillResignActive(_ application: UIApplication)
  /// Called when the app entered the background (UIKit's `applicationDidEnterBackground(_:)`).
  /// Not called while scenes are connected.
  ///
  /// - Parameter application: The app.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// Called when the app is about to enter the foreground (UIKit's
  /// `applicationWillEnterForeground(_:)`). Not called while scenes are connected.
  ///
  /// - Parameter application: The app.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// Called when the app receives a memory warning (UIKit's
  /// `applicationDidReceiveMemoryWarning(_:)`), before the view controllers are told.
  ///
  /// - Parameter application: The app.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// The delegate's window, read through the protocol (UIKit's optional requirement `window`,
  /// which reads as `UIWindow??` there: `delegate?.window??.rootViewController`). `nil` when the
  /// delegate declares no stored `window` property, `.some(window)` when it does (found by
  /// reflection, Swift having no optional requirements without Objective-C); on the delegate's
  /// own type, its `window` property is used directly, as in UIKit.
  public var window: UIWindow?? {
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      if let child = current.children.first(where: { $0.label == "window" }) {
        return .some(child.value as? UIWindow)
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why it launched.
  /// - Returns: `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Returns the session's configuration.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The new scene's session.
  ///   - options: How it connects.
  /// - Returns: `connectingSceneSession.configuration`.
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { connectingSceneSession.configuration }

  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

extension UIApplicationDelegate {
  /// The app's entry point (UIKit's `UIApplicationDelegate.main()`, which lets an app delegate
  /// carry `@main`).
  ///
  /// UIKit's `main()` calls `UIApplicationMain`, which makes the app and an instance of the
  /// delegate, launches it and never returns. Compose launches no app: this `main()` makes
  /// nothing, calls nothing and returns at once, so a file whose app delegate is marked `@main`
  /// compiles and its executable ends. To run the delegate's launch code headlessly, make the
  /// delegate and call `application(_:didFinishLaunchingWithOptions:)` from a test, and connect
  /// its scenes with ``UIWindowScene/composeConnect(_:session:options:archives:)``.
  @preconcurrency @MainActor
  public static func main() {}
}
