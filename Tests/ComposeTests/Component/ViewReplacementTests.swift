import Compose
import ComposeTestFixtures
import Testing

/// Assigning ``Component/view`` is allowed while the view is not placed (contract §2). A
/// component's children are visible only while their views are inside its view (contract §3):
/// after a replacement, the children whose views stayed in the old view are no longer inside it.
@Suite struct ViewReplacementTests {
  @Test func replacingTheViewOfAComponentAppearedByHandMakesTheChildrenInTheOldViewDisappear() {
    let screen = Probe("screen")
    let child = Probe("child")
    screen.embed(child)
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    #expect(child.appearanceState == .appeared)
    let oldView = screen.view
    var calls: [String] = []
    child.onWillDisappear = { _ in calls.append("child.viewWillDisappear") }
    child.onDidDisappear = { _ in calls.append("child.viewDidDisappear") }

    screen.view = View(traceName: "replacement")

    #expect(child.view.superview === oldView)  // left behind in the old view
    #expect(child.appearanceState == .disappeared)
    #expect(calls == ["child.viewWillDisappear", "child.viewDidDisappear"])
    #expect(screen.appearanceState == .appeared)
  }

  @Test func aChildWhoseViewTheNewViewCarriesAppearsWithItsAppearedParent() {
    let screen = Probe("screen")
    screen.loadViewIfNeeded()
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    let child = Probe("child")
    let replacement = View(traceName: "replacement")
    screen.addChild(child)
    replacement.addSubview(child.view)  // not inside the screen's view yet
    child.didMove(toParent: screen)
    #expect(child.appearanceState == .disappeared)

    screen.view = replacement

    #expect(child.appearanceState == .appeared)
  }
}
