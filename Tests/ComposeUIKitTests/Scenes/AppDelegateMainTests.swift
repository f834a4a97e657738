import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The Xcode template's app delegate, which carries `@main` through `UIApplicationDelegate`'s
// `main()`. A test target has its own entry point, so the attribute itself is left off here; the
// call `@main` makes is `AppDelegate.main()`.

private final class AppDelegate: UIResponder, UIApplicationDelegate {
  var launches = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launches += 1
    return true
  }
}

@MainActor
@Suite struct AppDelegateMainTests {
  #if !os(iOS)
    // On iOS `main()` runs the app and never returns; headless, it returns at once.
    @Test func mainReturnsWithoutLaunchingAnything() {
      AppDelegate.main()
      AppDelegate.main()
      let delegate = AppDelegate()
      #expect(delegate.launches == 0)
    }
  #endif

  @Test func aTestLaunchesTheDelegateItMakes() {
    let delegate = AppDelegate()
    #expect(delegate.application(.shared, didFinishLaunchingWithOptions: nil))
    #expect(delegate.launches == 1)
  }
}

// Code that reaches the window through `UIApplication.shared.delegate`, which UIKit types as
// `UIWindow??` (an optional requirement).
private final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

@MainActor
@Suite struct AppDelegateWindowTests {
  @Test func theWindowReadsThroughTheProtocolAsUIKitTypesIt() {
    let delegate = WindowAppDelegate()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    delegate.window = window
    let some: (any UIApplicationDelegate)? = delegate
    let found: UIWindow? = some?.window ?? nil
    #expect(found === window)
    #expect(some?.window??.rootViewController == nil)
  }
}
