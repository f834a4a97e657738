import Testing

#if canImport(UIKit)
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
  #if !canImport(UIKit)
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
