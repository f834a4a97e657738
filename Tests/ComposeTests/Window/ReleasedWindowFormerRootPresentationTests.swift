import Compose
import ComposeTestFixtures
import Testing

/// Contract §3, §7 (found by the multi-window random world): a window
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

  /// The same when the former root was then moved under another component (its tree re-rooted,
  /// so the swipe is on the queue of what is no longer the chain's owner): the released window
  /// still finds the swipe, cancels it and takes the presentation down.
  @Test func aSwipedPresentationOfAReRootedTreeDisappearsWhenItsWindowIsReleased() {
    let checker = BalanceChecker()
    let root = Probe("root")
    let presenter = Probe("presenter")
    let presented = Probe("presented")
    let holder = Probe("holder")
    let other = Window(traceName: "other")
    other.addObserver(checker)
    other.makeKeyAndVisible()
    var swipe: InteractiveDismissal?
    do {
      let window = Window(traceName: "released")
      window.addObserver(checker)
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.embed(presenter)
      presenter.present(presented, animated: false, style: .overFullScreen)
      swipe = presented.beginInteractiveDismiss().interaction
      #expect(swipe != nil)
      #expect(presented.appearanceState == .disappearing)
      // The root moves to the other window, then out of it, then under another component.
      window.rootComponent = nil
      other.rootComponent = root
      other.rootComponent = nil
      holder.embed(root)
    }
    #expect(presented.appearanceState == .disappeared)
    #expect(presented.presentingComponent == nil)
    #expect(presenter.presentedComponent == nil)
    #expect(presented.window == nil)
    #expect(swipe?.state != .interacting)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }
}
