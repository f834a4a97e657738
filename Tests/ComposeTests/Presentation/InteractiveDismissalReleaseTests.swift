import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// A finished interactive dismissal lets go of the dismissed component when the gesture ends
/// (contract §1.5: Compose keeps no hidden strong reference), even if the caller keeps the
/// gesture object, as a gesture recogniser's target does.
@Suite struct InteractiveDismissalReleaseTests {
  @Test func aFinishedSwipeDownReleasesTheSheetWhileTheGestureIsStillHeld() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    weak var released: Probe?
    var swipe: InteractiveDismissal?
    do {
      let sheet = Probe("sheet")
      released = sheet
      root.present(sheet, animated: false)
      swipe = sheet.beginInteractiveDismiss().interaction
    }
    #expect(swipe?.component === released)
    swipe?.update(0.8)
    swipe?.finish(after: .milliseconds(100))
    #expect(released != nil, "still being dismissed")
    h.window.runUntilIdle()

    #expect(swipe?.state == .finished)
    #expect(released == nil, "the finished gesture still keeps the dismissed component alive")
    #expect(swipe?.component == nil)
    #expect(root.presentedComponent == nil)
  }

  @Test func aCancelledSwipeDownLeavesTheSheetToItsPresenterOnly() {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    weak var kept: Probe?
    var swipe: InteractiveDismissal?
    do {
      let sheet = Probe("sheet")
      kept = sheet
      root.present(sheet, animated: false)
      swipe = sheet.beginInteractiveDismiss().interaction
    }
    swipe?.cancel()
    #expect(kept != nil && root.presentedComponent === kept)
    root.dismiss(animated: false)
    #expect(kept == nil, "the cancelled gesture still keeps the sheet alive")
    h.expect(diagnostic: .interactiveTransitionEnded)  // deliberate: the gesture has ended
    #expect(swipe?.finish()?.code == .interactiveTransitionEnded)
    h.finish()
  }
}
