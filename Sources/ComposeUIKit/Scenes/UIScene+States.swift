import Compose
import Foundation

extension UIScene {
  /// Posted when a scene connected (UIKit's `willConnectNotification`); the object is the scene.
  public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted when a scene disconnected (UIKit's `didDisconnectNotification`).
  public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  /// Posted when a scene is about to enter the foreground (UIKit's
  /// `willEnterForegroundNotification`).
  public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted when a scene became active (UIKit's `didActivateNotification`).
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted when a scene is about to resign active (UIKit's `willDeactivateNotification`).
  public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted when a scene entered the background (UIKit's `didEnterBackgroundNotification`).
  public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")

  /// Moves the connected scene to `state` as the system does, one step at a time: from active,
  /// `sceneWillResignActive(_:)` (inactive), then `sceneDidEnterBackground(_:)` (background);
  /// back, `sceneWillEnterForeground(_:)` (inactive), then `sceneDidBecomeActive(_:)` (active).
  /// Each step sets ``activationState``, records the state on the scene's windows
  /// (`activationStateChanged` in their traces), calls the delegate, posts the scene's
  /// notification (`willDeactivateNotification`, `didEnterBackgroundNotification`,
  /// `willEnterForegroundNotification`, `didActivateNotification`), then, when the app's state
  /// changes with it, the app's (`UIApplication.willResignActiveNotification` and the others).
  /// The app delegate's counterparts are not called: UIKit calls the scene's delegate instead.
  /// No view controller gets an appearance callback, as in UIKit. A scene not connected (or
  /// disconnected) is left as it is. UIKit has no counterpart.
  ///
  /// - Parameter state: The state to reach; `.unattached` is
  ///   ``UIWindowScene/composeDisconnect()``'s.
  public func composeSetActivationState(_ state: ActivationState) {
    guard state != .unattached else {
      (self as? UIWindowScene)?.composeDisconnect()
      return
    }
    while activationState != .unattached, activationState != state {
      let old = activationState
      let next: ActivationState =
        switch (old, state) {
        case (.foregroundActive, .background), (.background, .foregroundActive):
          .foregroundInactive
        default: state
        }
      step(to: next, from: old)
    }
  }

  /// One step of ``composeSetActivationState(_:)``.
  func step(to next: ActivationState, from old: ActivationState) {
    activationState = next
    // A connecting scene's windows start in its state (`UIWindowScene.add(_:)`).
    if old != .unattached, let engineState = Self.engineState(next) {
      for window in (self as? UIWindowScene)?.windows ?? [] {
        window.composeWindow.setActivationState(engineState)
      }
    }
    let delegate = self.delegate
    let name: Notification.Name
    switch (old, next) {
    case (.foregroundActive, .foregroundInactive):
      delegate?.sceneWillResignActive(self)
      name = Self.willDeactivateNotification
    case (_, .foregroundInactive):
      delegate?.sceneWillEnterForeground(self)
      name = Self.willEnterForegroundNotification
    case (_, .background):
      delegate?.sceneDidEnterBackground(self)
      name = Self.didEnterBackgroundNotification
    default:
      delegate?.sceneDidBecomeActive(self)
      name = Self.didActivateNotification
    }
    NotificationCenter.default.post(name: name, object: self)
    UIApplication.shared.followScenes()
  }

  /// The engine's state for a scene's `state`; `nil` for `.unattached`.
  static func engineState(_ state: ActivationState) -> Window.ActivationState? {
    switch state {
    case .foregroundActive: .active
    case .foregroundInactive: .inactive
    case .background: .background
    case .unattached: nil
    }
  }
}

extension UIWindowScene {
  /// Disconnects the scene, as closing it in the app switcher does: an active scene first
  /// resigns active (`sceneWillResignActive(_:)`, as real runs print it), then
  /// `sceneDidDisconnect(_:)` and `UIScene.didDisconnectNotification`. The scene is then
  /// `.unattached` and no longer among the app's `connectedScenes`; it lets its windows go (their
  /// `windowScene` is `nil`) and its delegate, which UIKit releases with the scene, so that a
  /// window only the delegate kept is released (its view controllers disappear as a released
  /// window's do). A window the test still holds keeps its screen, with no appearance callback.
  /// The app follows its remaining scenes (background when none is left). UIKit has no
  /// counterpart.
  public func composeDisconnect() {
    guard activationState != .unattached else { return }
    if activationState == .foregroundActive {
      step(to: .foregroundInactive, from: .foregroundActive)
    }
    guard activationState != .unattached else { return }
    activationState = .unattached
    let delegate = self.delegate
    delegate?.sceneDidDisconnect(self)
    NotificationCenter.default.post(name: Self.didDisconnectNotification, object: self)
    let application = UIApplication.shared
    application.disconnect(self)
    application.followScenes()
    releaseWindows()
    self.delegate = nil
  }
}
