import Compose
import ComposeTestFixtures
import Testing

/// Giving a component a view that is already placed is refused with nothing changed, so
/// appearance stays tied to placement (contract §2, §7).
@Suite struct ViewAdoptionTests {
  // assigning `view` on a component whose view is placed and appeared re-syncs
  // nothing: the component stays `appeared` with a view in no window, its old view (now
  // ownerless) stays in the parent's view, and its children are no longer forwarded, so hiding
  // the window leaves both the component and its child appeared.
  @Test func replacingAPlacedViewIsRefusedSoAppearanceStaysTiedToPlacement() {
    let h = Harness()
    h.expect(diagnostic: .viewReplacedWhilePlaced)
    let a = Probe("a")
    let a1 = Probe("a1")
    h.root.embed(a)
    a.embed(a1)
    a.view = View(traceName: "replacement")
    #expect(
      a.appearanceState == .disappeared || a.view.window != nil,
      "appeared only while its view is in a visible window (contract §3)")
    h.window.hide()
    #expect(a.appearanceState == .disappeared)
    #expect(a1.appearanceState == .disappeared)
  }

  // Fixed by refusing it: appearance is tied to placement, so a component takes a view that is in
  // no superview and then places it (the same rule as for replacing a placed view).
  @Test func adoptingAPlacedViewIsRefusedWithNothingChanged() {
    let h = Harness()
    let placed = View(traceName: "placed")
    h.root.view.addSubview(placed)
    let child = Probe("child")
    h.root.addChild(child)
    h.expect(diagnostic: .viewReplacedWhilePlaced)
    child.view = placed
    #expect(h.recorder.diagnostics.last?.code == .viewReplacedWhilePlaced)
    #expect(child.view !== placed && placed.owner == nil)
    #expect(child.appearanceState == .disappeared)
    h.expectFindings([.missingDidMove])  // addChild with no view placed and no didMove
  }

  @Test func adoptingAViewThatHoldsAnotherComponentsViewIsRefused() {
    let h = Harness()
    let wrapper = View(traceName: "wrapper")
    h.root.view.addSubview(wrapper)
    let inner = Probe("inner")
    h.root.embed(inner, in: wrapper)
    let taker = Probe("taker")
    taker.view = wrapper
    #expect(wrapper.owner == nil && inner.view.enclosingComponent === h.root)
    #expect(inner.appearanceState == .appeared)
  }
}
