import Foundation

/// The screen (UIKit's `UIScreen`): a fixed iPhone-sized screen, the size of a new ``UIWindow``'s
/// engine window.
@preconcurrency @MainActor
public final class UIScreen {
  /// The main screen. A new value each time: the screen has no state.
  public static var main: UIScreen { UIScreen() }

  /// The screen's bounds: 390 × 844 points.
  public var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }

  /// Pixels per point.
  public var scale: CGFloat { 3 }
}
