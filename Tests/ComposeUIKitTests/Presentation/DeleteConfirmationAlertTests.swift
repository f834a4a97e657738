import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// A detail screen that confirms a destructive action with a UIAlertController, and a failure
// path that shows an error alert with a single OK action.

private final class DocumentViewController: TracingViewController {
  private(set) var deleted = false

  func confirmDelete() {
    let alert = UIAlertController(
      title: "Delete document?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.deleted = true
      })
    present(alert, animated: true)
  }

  func showError(_ message: String) {
    let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    DispatchQueue.main.async {
      self.present(alert, animated: true, completion: nil)
    }
  }
}

@MainActor
@Suite struct DeleteConfirmationAlertTests {
  @Test func anAlertIsPresentedOverTheScreenWhichStaysAppeared() {
    let log = EventLog()
    let document = DocumentViewController(title: "document", log: log)
    let audit = WindowAudit.showing(document)
    let window = audit.window
    _ = log.drain()

    document.confirmDelete()
    window.finishAnimations()

    let alert = document.presentedViewController as? UIAlertController
    #expect(alert?.title == "Delete document?")
    #expect(alert?.message == "This cannot be undone.")
    #expect(alert?.preferredStyle == .alert)
    #expect(alert?.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert?.actions.map(\.style) == [.cancel, .destructive])
    #expect(alert?.presentingViewController === document)
    // An alert is presented over the screen, which stays in the window: it does not disappear.
    #expect(log.drain().isEmpty)

    document.dismiss(animated: true)
    window.finishAnimations()
    #expect(document.presentedViewController == nil)
    #expect(!document.deleted)
    #expect(log.drain().isEmpty)
    audit.finish()
  }
}

// A test taps the alert's buttons with `composeTap(_:)`: as on iOS, the alert is dismissed and
// the handler then runs, with the alert no longer presented (so a handler may present again).
@MainActor
@Suite struct AlertTapTests {
  @Test func tappingAnActionDismissesTheAlertThenRunsItsHandler() throws {
    let log = EventLog()
    let document = DocumentViewController(title: "document", log: log)
    let audit = WindowAudit.showing(document)
    let window = audit.window
    document.confirmDelete()
    window.finishAnimations()
    let alert = try #require(document.presentedViewController as? UIAlertController)
    var presentedDuringHandler: UIViewController?? = .none
    let delete = try #require(alert.actions.last)
    alert.addAction(
      UIAlertAction(title: "Probe", style: .default) { _ in
        presentedDuringHandler = document.presentedViewController
      })
    #expect(alert.composeTapAction(titled: "Probe"))
    window.finishAnimations()
    #expect(presentedDuringHandler == .some(nil))
    #expect(document.presentedViewController == nil)
    #expect(!alert.composeTap(delete))
    #expect(!document.deleted)
    audit.finish()
  }

  @Test func theDestructiveActionRunsAndACancelledOneDoesNot() throws {
    let log = EventLog()
    let document = DocumentViewController(title: "document", log: log)
    let audit = WindowAudit.showing(document)
    let window = audit.window
    document.confirmDelete()
    window.finishAnimations()
    let alert = try #require(document.presentedViewController as? UIAlertController)
    let delete = try #require(alert.actions.first { $0.style == .destructive })
    delete.isEnabled = false
    #expect(!alert.composeTap(delete))
    delete.isEnabled = true
    #expect(alert.composeTap(delete))
    window.finishAnimations()
    #expect(document.deleted)
    #expect(document.presentedViewController == nil)
    #expect(!alert.composeTapAction(titled: "Cancel"))
    audit.finish()
  }
}
