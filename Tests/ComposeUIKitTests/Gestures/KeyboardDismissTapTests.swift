import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// The "tap anywhere to dismiss the keyboard" recognizer, ported: on iOS it is
// `UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))`; without selectors
// the recognizer is made with `init()` and what it triggers stays a Swift method (see the
// "Porting a file" article). Its configuration and attachment behave as UIKit's.

private final class LoginViewController: UIViewController, UIGestureRecognizerDelegate {
  let tap = UITapGestureRecognizer()
  private(set) var dismissals = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tap.cancelsTouchesInView = false
    tap.delegate = self
    view.addGestureRecognizer(tap)
  }

  func dismissKeyboard() {
    dismissals += 1
    view.endEditingStandIn()
  }
}

extension UIView {
  /// Stands for `endEditing(true)`, which resigns the first responder.
  fileprivate func endEditingStandIn() {}
}

@MainActor
@Suite struct KeyboardDismissTapTests {
  @Test func theRecognizerIsAttachedToTheViewAndConfigured() {
    let login = LoginViewController()
    login.loadViewIfNeeded()
    #expect(login.view.gestureRecognizers?.first === login.tap)
    #expect(login.tap.view === login.view)
    #expect(login.tap.cancelsTouchesInView == false)
    #expect(login.tap.numberOfTapsRequired == 1)
    #expect(login.tap.state == .possible)

    let other = UIView()
    other.addGestureRecognizer(login.tap)
    #expect(login.view.gestureRecognizers == nil)
    #expect(login.tap.view === other)
    other.removeGestureRecognizer(login.tap)
    #expect(login.tap.view == nil)
  }
}
