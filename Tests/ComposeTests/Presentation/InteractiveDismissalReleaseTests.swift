import Compose
import Testing

/// A finished interactive dismissal lets go of the dismissed component when the gesture ends
/// (contract §1.5: Compose keeps no hidden strong reference), even if the caller keeps the
/// gesture object, as a gesture recogniser's target does.
@Suite struct InteractiveDismissalReleaseTests {
  @Test func aFinishedSwipeDownReleasesTheSheetWhileTheGestureIsStillHeld() {
    let h = Harness()
    weak var released: Probe?
    var swipe: InteractiveDismissal?
    do {
      let sheet = Probe("sheet")
      released = sheet
      h.root.present(sheet, animated: false)
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
    #expect(h.root.presentedComponent == nil)
  }

  @Test func aCancelledSwipeDownLeavesTheSheetToItsPresenterOnly() {
    let h = Harness()
    weak var kept: Probe?
    var swipe: InteractiveDismissal?
    do {
      let sheet = Probe("sheet")
      kept = sheet
      h.root.present(sheet, animated: false)
      swipe = sheet.beginInteractiveDismiss().interaction
    }
    swipe?.cancel()
    #expect(kept != nil && h.root.presentedComponent === kept)
    h.root.dismiss(animated: false)
    #expect(kept == nil, "the cancelled gesture still keeps the sheet alive")
    #expect(swipe?.finish()?.code == .interactiveTransitionEnded)
  }
}
