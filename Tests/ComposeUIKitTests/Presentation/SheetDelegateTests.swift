import Testing

#if os(iOS)
  import UIKit
#else
  import Compose
  import ComposeUIKit
#endif

// A compose sheet with unsaved text: its sheet's delegate (a
// `UISheetPresentationControllerDelegate`, which is an adaptive presentation delegate) refuses the
// swipe down while there is a draft, and the sheet rests at the medium detent.

private final class DraftViewController: UIViewController, UISheetPresentationControllerDelegate {
  var draft = ""
  private(set) var attempts = 0

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    sheetPresentationController?.detents = [.medium()]
    sheetPresentationController?.selectedDetentIdentifier = .medium
    sheetPresentationController?.delegate = self
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    draft.isEmpty
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    attempts += 1
  }
}

#if !os(iOS)
  @MainActor
  @Suite struct SheetDelegateTests {
    @Test func aSwipeDownOnADraftIsRefusedAndTheSheetStays() {
      let home = UIViewController()
      let audit = WindowAudit.showing(home)
      let draft = DraftViewController()
      draft.draft = "Hello"
      home.present(draft, animated: false)
      #expect(draft.sheetPresentationController?.delegate === draft)
      #expect(draft.sheetPresentationController?.selectedDetentIdentifier == .medium)

      let start = draft.composeComponent.beginInteractiveDismiss()
      #expect(start.interaction == nil)
      #expect(draft.attempts == 1)
      #expect(home.presentedViewController === draft)
      audit.finish()
    }
  }
#endif
