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

  /// A window the size of an iPhone 15's screen, showing `root`.
  static func showing(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }
}
