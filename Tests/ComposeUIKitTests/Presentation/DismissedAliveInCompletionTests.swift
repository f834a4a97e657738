import ComposeUIKit
import Testing

/// Contract §5: a dismissed view controller is alive in its own completion, as in UIKit, and
/// released after it unless user code holds it.
@MainActor
@Suite struct DismissedAliveInCompletionTests {
  final class Sheet: UIViewController {}

  @Test(arguments: [false, true])
  func aDismissedViewControllerIsAliveInItsCompletionAndReleasedAfter(_ animated: Bool) {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    weak var weakSheet: Sheet?
    do {
      let sheet = Sheet()
      weakSheet = sheet
      root.present(sheet, animated: false)
    }
    #expect(weakSheet != nil, "the presenter keeps what it presents")
    var aliveInCompletion: Bool?
    root.dismiss(animated: animated) { aliveInCompletion = weakSheet != nil }
    window.composeRunUntilIdle()
    #expect(aliveInCompletion == true)
    #expect(weakSheet == nil, "released once the completion has run")
  }

  @Test func aViewControllerDismissingItselfIsAliveInItsCompletion() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    weak var weakSheet: Sheet?
    var aliveInCompletion: Bool?
    do {
      let sheet = Sheet()
      weakSheet = sheet
      root.present(sheet, animated: false)
      sheet.dismiss(animated: false) {
        aliveInCompletion = weakSheet?.presentingViewController == nil
      }
    }
    #expect(aliveInCompletion == true)
    #expect(weakSheet == nil)
  }
}
