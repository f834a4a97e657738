import Foundation

/// The app (UIKit's `UIApplication`). Inert and stateless: ``shared`` is a new, empty instance at
/// each read, so no state is global; what UIKit keeps there (scenes, windows, the badge) belongs
/// to each ``UIWindowScene`` here, connected with ``UIWindowScene/composeConnect(_:session:options:archives:)``.
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

  /// The app (UIKit's `shared`): here a new, empty instance at each read (no global state).
  public static var shared: UIApplication { UIApplication() }

  /// The URL of the app's page in Settings (UIKit's `openSettingsURLString`).
  public static let openSettingsURLString = "app-settings:"

  /// Always `.active`.
  public var applicationState: State { .active }
  /// No scenes: connect a ``UIWindowScene`` headlessly and keep it.
  public var connectedScenes: Set<UIScene> { [] }
  /// No windows (UIKit's deprecated `windows`).
  public var windows: [UIWindow] { [] }
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
  /// No delegate: the app's delegate is not instantiated (UIKit's `delegate`).
  public var delegate: (any UIApplicationDelegate)? { nil }

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
