import ComposeUIKit
import Testing

@Suite struct OverriddenPresentTests {
  /// Written as UIKit apps write it: every presentation from this screen is full screen and
  /// unanimated. The completion is spelled `(() -> Void)?`, as in Apple's documentation.
  final class FirstViewController: LoggingViewController {
    var presents = 0
    var dismisses = 0

    override func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      presents += 1
      viewControllerToPresent.modalPresentationStyle = .fullScreen
      super.present(viewControllerToPresent, animated: false, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      dismisses += 1
      super.dismiss(animated: false, completion: completion)
    }
  }

  @Test func anOverrideOfPresentChangesTheStyleAndSuperPresentsFullScreen() {
    let log = EventLog()
    let first = FirstViewController("first", log: log)
    let audit = WindowAudit.showing(first, frame: UIScreen.main.bounds)
    _ = log.drain()

    let detail = LoggingViewController("detail", log: log)
    var completed = false
    first.present(detail, animated: true) { completed = true }
    // Full screen and unanimated (contract §5): the presenter disappears, all at once.
    #expect(first.presents == 1)
    #expect(detail.modalPresentationStyle == .fullScreen)
    #expect(
      log.drain() == [
        "detail.viewDidLoad", "first.viewWillDisappear(false)",
        "detail.viewWillAppear(false) beingPresented", "detail.viewIsAppearing(false)",
        "detail.viewDidAppear(false)", "first.viewDidDisappear(false)",
      ])
    #expect(completed)

    first.dismiss(animated: true)
    #expect(first.dismisses == 1)
    #expect(first.presentedViewController == nil)
    #expect(log.drain().last == "detail.viewDidDisappear(false)")
    audit.finish()
  }

  @Test func showAndTheDefaultPresentReachTheOverride() {
    let log = EventLog()
    let first = FirstViewController("first", log: log)
    let audit = WindowAudit.showing(first, frame: UIScreen.main.bounds)
    // Outside a navigation controller, show(_:sender:) presents through present(_:animated:).
    first.show(LoggingViewController("detail", log: log), sender: nil)
    #expect(first.presents == 1)
    #expect(first.presentedViewController?.modalPresentationStyle == .fullScreen)
    audit.finish()
  }
}
