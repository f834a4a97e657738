import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The navigation controller that hides the back button on every screen with a custom one, so it
// takes over the pop recognizer's delegate to keep the back swipe working, and enables it only
// when there is something to go back to (updated in `didShow`).

private final class CustomBackNavigationController: UINavigationController,
  UINavigationControllerDelegate, UIGestureRecognizerDelegate
{
  private(set) var asked = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    interactivePopGestureRecognizer?.delegate = self
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    interactivePopGestureRecognizer?.isEnabled = viewControllers.count > 1
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked += 1
    return true
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct PopGestureReenableTests {
    @Test func theSwipeIsOffOnTheRootAndAskedForAboveIt() {
      let navigation = CustomBackNavigationController(rootViewController: UIViewController())
      let audit = WindowAudit.showing(navigation)
      let window = audit.window
      navigation.pushViewController(UIViewController(), animated: true)
      window.finishAnimations()
      #expect(navigation.interactivePopGestureRecognizer?.isEnabled == true)

      let swipe = navigation.composeBeginSwipeBack()
      #expect(navigation.asked == 1)
      swipe?.update(0.9)
      swipe?.finish()
      window.finishAnimations()
      #expect(navigation.viewControllers.count == 1)
      #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
      #expect(navigation.composeBeginSwipeBack() == nil)
      #expect(navigation.asked == 1)
      audit.finish()
    }
  }
#endif
