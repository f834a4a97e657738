import Foundation

/// The screen (UIKit's `UIScreen`): the screen of the key window's device in its orientation
/// (`UIWindow.composeSetDevice(_:orientation:)`, `composeRotate(to:)`), else the modelled
/// iPhone's in portrait (390 × 844 points, scale 3).
@preconcurrency @MainActor
public final class UIScreen {
  /// The main screen. A new value each time: the screen has no state of its own, it answers from
  /// the key window.
  public static var main: UIScreen { UIScreen() }

  /// The device and orientation answered for.
  private var environment: WindowEnvironment {
    UIApplication.shared.keyWindow?.environment ?? WindowEnvironment()
  }

  /// The screen's bounds: the device's screen in the current orientation.
  public var bounds: CGRect {
    let environment = self.environment
    return CGRect(
      origin: .zero, size: environment.device.screenSize(in: environment.orientation))
  }

  /// Pixels per point.
  public var scale: CGFloat { environment.device.scale }
}
