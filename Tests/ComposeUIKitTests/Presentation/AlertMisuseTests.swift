import Compose
import ComposeTesting
import ComposeUIKit
import Foundation
import Testing

// UIKit raises an exception when a text field is added to an action sheet ("Text fields can only
// be added to an alert controller of style UIAlertControllerStyleAlert"). Compose adds nothing and
// reports `unsupportedConfiguration` once the sheet is presented, to the window's observers.

@MainActor
@Suite struct AlertMisuseTests {
  private func shownScreen() -> (UIViewController, UIWindow, LifecycleHarness) {
    let screen = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return (screen, window, LifecycleHarness(wrapping: window.composeWindow))
  }

  @Test func aTextFieldAddedToAnActionSheetIsRefusedAndReportedWhenItIsPresented() {
    let (screen, window, harness) = shownScreen()
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addTextField { field in field.placeholder = "Comment" }
    #expect(sheet.textFields == nil)
    harness.expect(diagnostic: .unsupportedConfiguration)
    screen.present(sheet, animated: false)
    #expect(screen.presentedViewController === sheet)
    harness.finish()
    withExtendedLifetime(window) {}
  }

  @Test func aTextFieldOnAnAlertIsNoMisuse() {
    let (screen, window, harness) = shownScreen()
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField()
    screen.present(alert, animated: false)
    #expect(alert.textFields?.count == 1)
    harness.finish()
    withExtendedLifetime(window) {}
  }
}
