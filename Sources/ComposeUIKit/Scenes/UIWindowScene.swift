import Foundation

/// A scene that shows windows (UIKit's `UIWindowScene`). ``composeConnect(_:session:options:archives:)``
/// connects one headlessly to an app's scene delegate, so that the delegate's own
/// `scene(_:willConnectTo:options:)` builds the first screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The windows made for this scene (`UIWindow(windowScene:)`); weak references.
  private var windowReferences: [WeakWindow] = []

  /// The scene's windows, oldest first (UIKit's `windows`).
  public var windows: [UIWindow] { windowReferences.compactMap(\.window) }

  /// The key window: the last of ``windows`` made key and visible (UIKit's `keyWindow`).
  public var keyWindow: UIWindow? { windows.last { !$0.isHidden } }

  /// The screen (UIKit's `screen`).
  public var screen: UIScreen { UIScreen.main }

  /// Lets the scene's windows go: each forgets the scene, and the scene lists none.
  func releaseWindows() {
    for window in windows where window.windowSceneStorage === self {
      window.windowSceneStorage = nil
    }
    windowReferences.removeAll()
  }

  /// Records `window` as one of this scene's.
  func add(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
    windowReferences.append(WeakWindow(window: window))
    if let state = Self.engineState(activationState) {
      window.composeWindow.setActivationState(state)
    }
  }

  /// Connects a new window scene to `delegate` as UIKit does at launch: the scene keeps the
  /// delegate, then `UIScene.willConnectNotification`, `scene(_:willConnectTo:options:)`
  /// (inside `archives`, when given, so that a delegate that reads a storyboard finds its
  /// registrations), `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)` with their
  /// notifications (see ``UIScene/composeSetActivationState(_:)``). UIKit has no counterpart (the system connects scenes).
  ///
  /// - Parameters:
  ///   - delegate: The app's scene delegate.
  ///   - session: The session; a new `.windowApplication` one by default.
  ///   - options: What the scene connects with.
  ///   - archives: The storyboards and nibs the delegate may read.
  /// - Returns: The connected scene; keep it (it keeps the delegate, which keeps its window).
  public static func composeConnect(
    _ delegate: any UISceneDelegate, session: UISceneSession = UISceneSession(),
    options: UIScene.ConnectionOptions = UIScene.ConnectionOptions(),
    archives: ComposeArchives? = nil
  ) -> UIWindowScene {
    let scene = UIWindowScene(session: session, connectionOptions: options)
    scene.delegate = delegate
    let application = UIApplication.shared
    // The first scene connects while the app launches, inactive (as `applicationState` reads
    // then in UIKit); the app becomes active with it.
    let first = application.orderedScenes.isEmpty
    application.connect(scene)
    if first, application.stateStorage == .active { application.stateStorage = .inactive }
    let connect = {
      NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
      delegate.scene(scene, willConnectTo: session, options: options)
      scene.step(to: .foregroundInactive, from: .unattached)
      scene.composeSetActivationState(.foregroundActive)
    }
    if let archives { archives.run(connect) } else { connect() }
    return scene
  }
}

/// A weak reference to a window.
@preconcurrency @MainActor
private struct WeakWindow {
  weak var window: UIWindow?
}

/// A scene delegate that shows windows (UIKit's `UIWindowSceneDelegate`).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window; the app's delegate stores it.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window, for a delegate that stores none.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

extension UIWindow {
  /// Creates a window for `windowScene`, the size of the screen (UIKit's `init(windowScene:)`).
  ///
  /// - Parameter windowScene: The scene.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: UIScreen.main.bounds)
    windowSceneStorage = windowScene
    windowScene.add(self)
    UIApplication.shared.add(self, key: false)
  }

  /// The window's scene (UIKit's `windowScene`), weak; setting it moves the window there.
  public var windowScene: UIWindowScene? {
    get { windowSceneStorage }
    set {
      windowSceneStorage = newValue
      newValue?.add(self)
    }
  }
}
