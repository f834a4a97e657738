import Foundation

/// A scene of the app (UIKit's `UIScene`): its session, its delegate and its activation state.
/// Compose connects one headlessly with ``UIWindowScene/composeConnect(_:session:options:archives:)``.
@preconcurrency @MainActor
open class UIScene: NSObject {
  /// A scene's activation state (UIKit's `UIScene.ActivationState`).
  public enum ActivationState: Int, Sendable {
    /// Not running.
    case unattached = -1
    /// In the foreground, receiving events.
    case foregroundActive = 0
    /// In the foreground, not receiving events.
    case foregroundInactive = 1
    /// In the background.
    case background = 2
  }

  /// What a scene connects with (UIKit's `UIScene.ConnectionOptions`): the URLs it opens.
  @MainActor
  public final class ConnectionOptions: NSObject {
    /// The URLs to open.
    public let urlContexts: Set<UIOpenURLContext>
    /// The bundle identifier of the app that asked, if any.
    public let sourceApplication: String?

    /// Creates options (not UIKit API: UIKit makes them).
    ///
    /// - Parameters:
    ///   - urlContexts: The URLs to open.
    ///   - sourceApplication: The asking app.
    public init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
      self.urlContexts = urlContexts
      self.sourceApplication = sourceApplication
      super.init()
    }
  }

  /// The scene's session.
  public let session: UISceneSession
  /// The scene's delegate; strong, as in UIKit.
  open var delegate: (any UISceneDelegate)?
  /// The scene's activation state.
  public internal(set) var activationState: ActivationState = .unattached
  /// The scene's title. Stored only.
  open var title: String!
  /// The activity the scene stands for (UIKit's `userActivity`). Stored only.
  open var userActivity: NSUserActivity?

  /// Creates a scene (UIKit's `init(session:connectionOptions:)`).
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - connectionOptions: Ignored.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }
}

/// A URL a scene is asked to open (UIKit's `UIOpenURLContext`).
@preconcurrency @MainActor
public final class UIOpenURLContext: NSObject {
  /// The URL.
  public let url: URL

  /// Creates a context (not UIKit API: UIKit makes them).
  ///
  /// - Parameter url: The URL.
  public init(url: URL) {
    self.url = url
    super.init()
  }
}

/// A scene's session (UIKit's `UISceneSession`): its role and configuration.
@preconcurrency @MainActor
public final class UISceneSession: NSObject {
  /// The role of a scene (UIKit's `UISceneSession.Role`).
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// The role's name.
    public let rawValue: String

    /// Creates a role.
    ///
    /// - Parameter rawValue: The role's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An app's window scene.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// The session's role.
  public let role: Role
  /// The scene's configuration.
  public let configuration: UISceneConfiguration
  /// A unique identifier.
  public let persistentIdentifier: String
  /// The session's scene; weak.
  public internal(set) weak var scene: UIScene?
  /// Stored user information.
  public var userInfo: [String: Any]?
  /// The activity to restore the scene from when it reconnects (UIKit's
  /// `stateRestorationActivity`). Stored only: Compose restores no state, so a test gives it and
  /// the app's scene delegate reads it in `scene(_:willConnectTo:options:)`.
  public var stateRestorationActivity: NSUserActivity?

  /// Creates a session (not UIKit API: UIKit makes them).
  ///
  /// - Parameters:
  ///   - role: The role.
  ///   - configuration: The configuration; one named "Default Configuration" by default.
  public init(
    role: Role = .windowApplication, configuration: UISceneConfiguration? = nil
  ) {
    self.role = role
    self.configuration =
      configuration ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
    self.persistentIdentifier = UUID().uuidString
    super.init()
  }
}

/// A scene's configuration (UIKit's `UISceneConfiguration`).
@preconcurrency @MainActor
public final class UISceneConfiguration: NSObject {
  /// The configuration's name.
  public let name: String?
  /// The role.
  public let role: UISceneSession.Role
  /// The scene's delegate class. Stored only.
  public var delegateClass: AnyClass?
  /// The scene's class. Stored only.
  public var sceneClass: AnyClass?
  /// The storyboard of the first screen. Stored only.
  public var storyboard: UIStoryboard?

  /// Creates a configuration (UIKit's `init(name:sessionRole:)`).
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - sessionRole: The role.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}

/// A scene's delegate (UIKit's `UISceneDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// Called when the scene connects: build the first screen here.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: Its session.
  ///   - connectionOptions: What it connects with.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// Called when the scene disconnects.
  ///
  /// - Parameter scene: The scene.
  func sceneDidDisconnect(_ scene: UIScene)
  /// Called when the scene became active.
  ///
  /// - Parameter scene: The scene.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// Called when the scene is about to stop being active.
  ///
  /// - Parameter scene: The scene.
  func sceneWillResignActive(_ scene: UIScene)
  /// Called when the scene is about to enter the foreground.
  ///
  /// - Parameter scene: The scene.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// Called when the scene entered the background.
  ///
  /// - Parameter scene: The scene.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// Called when the scene is asked to open URLs.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - urlContexts: The URLs.
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
  /// The activity that restores the scene's state later (UIKit's
  /// `stateRestorationActivity(for:)`). Never asked by Compose: a test asks it.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: The activity, or `nil`.
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
  /// Called to continue `userActivity` (UIKit's `scene(_:continue:)`). Never called by
  /// Compose: a test calls it.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: Its session.
  ///   - connectionOptions: What it connects with.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  ///
  /// - Parameter scene: The scene.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  ///
  /// - Parameter scene: The scene.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  ///
  /// - Parameter scene: The scene.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  ///
  /// - Parameter scene: The scene.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  ///
  /// - Parameter scene: The scene.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - urlContexts: The URLs.
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
  /// Returns `nil`.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: `nil`.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}
