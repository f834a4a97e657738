import Compose
import Foundation

extension UIApplication {
  /// Posted when the app became active (UIKit's `didBecomeActiveNotification`); the object is the
  /// app.
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active (UIKit's `willResignActiveNotification`).
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app entered the background (UIKit's `didEnterBackgroundNotification`).
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to enter the foreground (UIKit's
  /// `willEnterForegroundNotification`).
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app receives a memory warning (UIKit's
  /// `didReceiveMemoryWarningNotification`).
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// Sends the app to the background, as pressing Home does: every connected scene that is in
  /// the foreground resigns active, then enters the background (see
  /// ``UIScene/composeSetActivationState(_:)``); an app with no scene connected does the same
  /// through its delegate's `applicationWillResignActive(_:)` and
  /// `applicationDidEnterBackground(_:)`. Each step posts UIKit's notifications and is recorded in
  /// the trace of the windows it concerns. No view controller is told `viewWillDisappear`: UIKit
  /// sends no appearance callback here. UIKit has no counterpart (the system does this).
  public func composeEnterBackground() { moveEverything(to: .background) }

  /// Brings the app back to the foreground and makes it active, as tapping its icon does:
  /// `sceneWillEnterForeground(_:)` then `sceneDidBecomeActive(_:)` for each connected scene (or
  /// the app delegate's counterparts). UIKit has no counterpart.
  public func composeEnterForeground() { moveEverything(to: .active) }

  /// Makes the app inactive in the foreground, as an incoming call or the app switcher does:
  /// `sceneWillResignActive(_:)` for each active scene (or `applicationWillResignActive(_:)`).
  /// From the background the app comes to the foreground inactive. UIKit has no counterpart.
  public func composeResignActive() { moveEverything(to: .inactive) }

  /// Makes the app active again after ``composeResignActive()``; the same as
  /// ``composeEnterForeground()``. UIKit has no counterpart.
  public func composeBecomeActive() { moveEverything(to: .active) }

  /// Raises a memory warning, as the simulator's Debug menu does: the app delegate's
  /// `applicationDidReceiveMemoryWarning(_:)`, then `didReceiveMemoryWarning()` of every live
  /// view controller made while this application was ``shared`` (in or out of a window, its view
  /// loaded or not, oldest first; recorded in the trace of the window it is in), then
  /// ``didReceiveMemoryWarningNotification`` on `NotificationCenter.default`. In UIKit the view
  /// controllers hear the notification among its other observers; here they are told before it
  /// is posted. UIKit has no counterpart.
  public func composeSimulateMemoryWarning() {
    delegate?.applicationDidReceiveMemoryWarning(self)
    for controller in liveControllers { controller.component.receiveMemoryWarning() }
    NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
  }

  /// Moves every connected scene (or the app itself, with none) to `state`.
  private func moveEverything(to state: State) {
    let scenes = orderedScenes
    guard scenes.isEmpty else {
      let target: UIScene.ActivationState =
        switch state {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
      for scene in scenes where scene.activationState != .unattached {
        scene.composeSetActivationState(target)
      }
      return
    }
    while stateStorage != state {
      let old = stateStorage
      let next = Self.nextState(from: old, toward: state)
      stateStorage = next
      for window in windows { window.composeWindow.setActivationState(Self.engineState(next)) }
      switch (old, next) {
      case (.active, .inactive): delegate?.applicationWillResignActive(self)
      case (.background, .inactive): delegate?.applicationWillEnterForeground(self)
      case (_, .background): delegate?.applicationDidEnterBackground(self)
      case (_, .active): delegate?.applicationDidBecomeActive(self)
      default: break
      }
      postTransition(from: old, to: next)
    }
  }

  /// One step from `current` toward `target`: the app goes through inactive between active and
  /// background, either way.
  static func nextState(from current: State, toward target: State) -> State {
    switch (current, target) {
    case (.active, .background), (.background, .active): return .inactive
    default: return target
    }
  }

  /// Posts the notification of one step of the app's state.
  func postTransition(from old: State, to new: State) {
    let name: Notification.Name
    switch (old, new) {
    case (.active, .inactive): name = Self.willResignActiveNotification
    case (.background, .inactive): name = Self.willEnterForegroundNotification
    case (_, .background): name = Self.didEnterBackgroundNotification
    case (_, .active): name = Self.didBecomeActiveNotification
    default: return
    }
    NotificationCenter.default.post(name: name, object: self)
  }

  /// Follows the connected scenes: the app is as active as the most active of them (background
  /// when none is left), each step on the way posting its notification. App delegates are not
  /// told: with scenes, UIKit tells the scenes' delegates instead.
  func followScenes() {
    let states = orderedScenes.map(\.activationState)
    let target: State =
      if states.contains(.foregroundActive) {
        .active
      } else if states.contains(.foregroundInactive) {
        .inactive
      } else {
        .background
      }
    while stateStorage != target {
      let old = stateStorage
      stateStorage = Self.nextState(from: old, toward: target)
      postTransition(from: old, to: stateStorage)
    }
  }

  /// The engine's state for the app's `state`.
  static func engineState(_ state: State) -> Window.ActivationState {
    switch state {
    case .active: .active
    case .inactive: .inactive
    case .background: .background
    }
  }
}
