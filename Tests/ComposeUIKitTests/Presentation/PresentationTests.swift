import Compose
import ComposeTesting
import ComposeUIKit
import Testing

@Suite struct PresentationTests {
  @Test func aSheetLeavesThePresenterAppeared() {
    let log = EventLog()
    let list = LoggingViewController("list", log: log)
    let audit = WindowAudit.showing(list, frame: UIScreen.main.bounds)
    let window = audit.window
    _ = log.drain()

    let sheet = LoggingViewController("sheet", log: log)
    #expect(sheet.modalPresentationStyle == .automatic)
    var completed = false
    list.present(sheet, animated: true) { completed = true }
    #expect(
      log.drain() == [
        "sheet.viewDidLoad", "sheet.viewWillAppear(true) beingPresented",
        "sheet.viewIsAppearing(true)",
      ])
    #expect(!completed)
    window.composeRunUntilIdle()
    #expect(log.drain() == ["sheet.viewDidAppear(true)"])
    #expect(completed)
    #expect(list.presentedViewController === sheet)
    #expect(sheet.presentingViewController === list)

    list.dismiss(animated: false)
    #expect(
      log.drain() == [
        "sheet.viewWillDisappear(false) beingDismissed", "sheet.viewDidDisappear(false)",
      ])
    #expect(list.presentedViewController == nil)
    audit.finish()
  }

  @Test func aFullScreenPresentationCoversThePresenter() {
    let log = EventLog()
    let list = LoggingViewController("list", log: log)
    let audit = WindowAudit.showing(list, frame: UIScreen.main.bounds)
    _ = log.drain()

    let player = LoggingViewController("player", log: log)
    player.modalPresentationStyle = .fullScreen
    list.present(player, animated: false)

    #expect(
      log.drain() == [
        "player.viewDidLoad", "list.viewWillDisappear(false)",
        "player.viewWillAppear(false) beingPresented", "player.viewIsAppearing(false)",
        "player.viewDidAppear(false)", "list.viewDidDisappear(false)",
      ])

    player.dismiss(animated: false)
    #expect(
      log.drain() == [
        "player.viewWillDisappear(false) beingDismissed", "list.viewWillAppear(false)",
        "list.viewIsAppearing(false)", "list.viewDidAppear(false)",
        "player.viewDidDisappear(false)",
      ])
    audit.finish()
  }

  @Test func aSwipeDownAsksAndTellsTheAdaptiveDelegate() {
    final class Spy: UIAdaptivePresentationControllerDelegate {
      var calls: [String] = []
      func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
      ) -> Bool {
        calls.append("shouldDismiss")
        return true
      }
      func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
      }
      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss")
      }
    }
    let root = UIViewController()
    let audit = WindowAudit.showing(root, frame: UIScreen.main.bounds)
    let window = audit.window
    let sheet = UIViewController()
    let spy = Spy()
    sheet.presentationController?.delegate = spy
    root.present(sheet, animated: false)

    let swipe = sheet.composeComponent.beginInteractiveDismiss().interaction
    #expect(spy.calls == ["shouldDismiss", "willDismiss"])
    swipe?.finish()
    window.composeRunUntilIdle()
    #expect(spy.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(root.presentedViewController == nil)
    audit.finish()
  }

  @Test func aSwipeOnAModalSheetOnlyAttemptsToDismiss() {
    final class Spy: UIAdaptivePresentationControllerDelegate {
      var attempts = 0
      func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
      ) { attempts += 1 }
    }
    final class EditorViewController: UIViewController {
      var hasChanges = true
      override var isModalInPresentation: Bool {
        get { hasChanges }
        set { hasChanges = newValue }
      }
    }
    let root = UIViewController()
    let audit = WindowAudit.showing(root, frame: UIScreen.main.bounds)
    let editor = EditorViewController()
    let spy = Spy()
    editor.presentationController?.delegate = spy
    root.present(editor, animated: false)

    let swipe = editor.composeComponent.beginInteractiveDismiss()
    #expect(swipe.interaction == nil)
    #expect(spy.attempts == 1)
    #expect(root.presentedViewController === editor)
    audit.finish()
  }

  @Test func theModalPresentationStylesKeepUIKitsRawValues() {
    #expect(UIModalPresentationStyle.fullScreen.rawValue == 0)
    #expect(UIModalPresentationStyle.pageSheet.rawValue == 1)
    #expect(UIModalPresentationStyle.overFullScreen.rawValue == 5)
    #expect(UIModalPresentationStyle.automatic.rawValue == -2)
  }
}
