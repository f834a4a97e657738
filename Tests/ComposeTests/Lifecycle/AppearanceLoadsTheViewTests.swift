import Compose
import ComposeTestFixtures
import Testing

/// Contract §2 and §3: a component never appears without its view. A manually forwarding
/// container's `beginAppearanceTransition(true, ...)` on a child whose view was never loaded
/// loads it first (`loadView`, `viewDidLoad`), as UIKit's appearance does, then runs the
/// appearance.
@Suite struct AppearanceLoadsTheViewTests {
  @Test func aManualAppearanceOfAChildWithoutAViewLoadsItFirst() {
    let h = Harness()
    h.audit.allowFindings()  // the child's view is deliberately never placed
    let manual = Probe("manual", manual: true)
    h.root.embed(manual)
    let child = Probe("child")
    manual.addChild(child)
    child.didMove(toParent: manual)
    #expect(!child.isViewLoaded)
    _ = h.callbacks()
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    #expect(child.isViewLoaded)
    #expect(
      h.callbacks().filter { $0.hasPrefix("child.") } == [
        "child.viewDidLoad", "child.viewWillAppear(false)", "child.viewIsAppearing(false)",
        "child.viewDidAppear(false)",
      ])
  }

  /// A disappearance needs no view: nothing is loaded for it.
  @Test func aRefusedManualAppearanceLoadsNothing() {
    let h = Harness()
    let manual = Probe("manual", manual: true)
    h.root.embed(manual)
    let child = Probe("child")
    manual.addChild(child)
    child.didMove(toParent: manual)
    h.audit.allowFindings()
    #expect(
      child.beginAppearanceTransition(false, animated: false)?.code
        == .redundantAppearanceTransition)
    #expect(!child.isViewLoaded)
  }
}
