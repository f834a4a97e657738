#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

extension UIWindow {
  /// Lets every animation in flight finish: on UIKit by running the main run loop past their
  /// duration, on ComposeUIKit by running the window's clock until nothing is scheduled.
  func finishAnimations() {
    #if os(iOS)
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
    #else
      composeRunUntilIdle()
    #endif
  }

  /// An iPhone 15's screen, the frame of the tests' windows.
  static let iPhone15Screen = CGRect(x: 0, y: 0, width: 393, height: 852)

  /// A window with `frame`, showing `root` (see ``show(_:)``).
  static func showing(_ root: UIViewController, frame: CGRect = iPhone15Screen) -> UIWindow {
    let window = UIWindow(frame: frame)
    window.show(root)
    return window
  }

  /// Makes `root` the root view controller and shows the window, as an app's scene delegate does.
  func show(_ root: UIViewController) {
    rootViewController = root
    makeKeyAndVisible()
  }
}
