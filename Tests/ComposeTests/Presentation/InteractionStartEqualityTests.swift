import Compose
import ComposeTestFixtures
import Testing

/// `InteractionStart` compares with `==`: a test can write what it expects of a swipe's start.
@Suite struct InteractionStartEqualityTests {
  @Test func aSheetThatRefusesToBeSwipedAwayAnswersDeclined() {
    let h = Harness()
    let sheet = Probe("sheet")
    h.root.present(sheet, animated: false)
    sheet.isModalInPresentation = true

    #expect(sheet.beginInteractiveDismiss() == .declined)
    #expect(h.root.presentedComponent === sheet)
  }

  @Test func answersAreEqualOnlyForTheSameInteractionOrTheSameRefusal() {
    let h = Harness()
    let sheet = Probe("sheet")
    h.root.present(sheet, animated: false)
    let start = sheet.beginInteractiveDismiss()
    guard let swipe = start.interaction else {
      Issue.record("the swipe did not start: \(String(describing: start.diagnostic))")
      return
    }
    #expect(start == .began(swipe))
    #expect(start != .declined)
    h.audit.allowFindings()  // deliberate: the second swipe is refused and reported
    let second = sheet.beginInteractiveDismiss()
    #expect(second.diagnostic?.code == .transitionInFlight)
    if let diagnostic = second.diagnostic {
      #expect(second == .refused(diagnostic))
      #expect(second != start)
    }
    swipe.cancel()
  }
}
