import Compose
import ComposeTestFixtures
import Testing

/// Contract §3, §7 (issue 27, item 2, found again by the multi-window random world): a window
/// released while it still hosts a sheet whose presenter has left it (a former root, now another
/// window's root, whose dismissal of the sheet waits behind a swipe down) takes the sheet down
/// with balanced callbacks, as it does its own root's presentations.
@MainActor @Suite struct ReleasedWindowFormerRootPresentationTests {
  @Test func aSwipedSheetOfAFormerRootDisappearsWhenItsWindowIsReleased() {
    let checker = BalanceChecker()
    let presenter = Probe("presenter")
    let sheet = Probe("sheet")
    let other = Window(traceName: "other")
    other.addObserver(checker)
    other.makeKeyAndVisible()
    // Held by user code (a gesture recogniser's target) past the window.
    var swipe: InteractiveDismissal?
    do {
      let window = Window(traceName: "released")
      window.addObserver(checker)
      window.rootComponent = presenter
      window.makeKeyAndVisible()
      presenter.present(sheet, animated: false)
      swipe = sheet.beginInteractiveDismiss().interaction
      #expect(swipe != nil)
      #expect(sheet.appearanceState == .disappearing)
      // The presenter leaves for another window while the swipe is under way: its dismissal of
      // the sheet waits behind the swipe.
      window.rootComponent = nil
      other.rootComponent = presenter
    }
    #expect(sheet.appearanceState == .disappeared)
    #expect(sheet.presentingComponent == nil)
    #expect(presenter.presentedComponent == nil)
    #expect(sheet.window == nil)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
    #expect(presenter.appearanceState == .appeared)
    #expect(swipe?.state != .interacting)
  }
}
