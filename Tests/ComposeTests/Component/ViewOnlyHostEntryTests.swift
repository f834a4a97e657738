import Compose
import ComposeTestFixtures
import Testing

/// Contract §3: a view-only component (no parent, not a root, not presented, its view placed)
/// follows the component enclosing its view, its host: it disappears with it when its window is
/// hidden. Two ways to become view-only that the hide must still reach: appearing by hand while
/// alone, then having the host enter a window; and outliving a released parent with the view left
/// in another component's view.
@Suite struct ViewOnlyHostEntryTests {
  @Test func aViewOnlyComponentAppearedByHandDisappearsWhenItsHostEntersAHiddenWindow() {
    let host = Probe("host")
    let badge = Probe("badge")
    host.view.addSubview(badge.view)  // view-only, and alone: its view is in no window
    #expect(badge.beginAppearanceTransition(true, animated: false) == nil)
    #expect(badge.endAppearanceTransition() == nil)
    #expect(badge.appearanceState == .appeared)
    let window = Window(traceName: "hidden")
    window.rootComponent = host  // the window is hidden: the host stays disappeared
    #expect(host.appearanceState == .disappeared)
    #expect(badge.appearanceState == .disappeared)
    window.makeKeyAndVisible()
    #expect(badge.appearanceState == .appeared)
  }

  @Test func aChildOutlivingItsReleasedParentWithItsViewInTheRootsViewDisappearsWithTheWindow() {
    let h = Harness()
    let badge = Probe("badge")
    var parent: Probe? = Probe("parent")  // in no window, held by this test alone
    parent!.addChild(badge)
    h.root.view.addSubview(badge.view)  // misplaced: not in its parent's view, so not visible
    badge.didMove(toParent: parent)
    #expect(badge.appearanceState == .disappeared)
    parent = nil  // the badge outlives it, its view still in the root's view
    #expect(badge.parent == nil)
    #expect(badge.appearanceState == .appeared)  // view-only now, in the visible root's view
    h.window.hide()
    #expect(badge.appearanceState == .disappeared)
    #expect(h.window.invariantViolations().isEmpty)
    h.audit.allowFindings()  // the view placed without containment is reported (orphanView)
  }
}
