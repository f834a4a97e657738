import Compose
import ComposeTestFixtures
import Testing

/// Manual appearance forwarding (`beginAppearanceTransition`/`endAppearanceTransition`) and what
/// it refuses on automatically forwarded components (contract §3, §7).
@Suite struct ManualAppearanceTests {
  // Nothing rejects beginAppearanceTransition/endAppearanceTransition on a component whose parent
  // forwards automatically (or on a window root). The pair moves the component away from what its
  // placement says, for good, with no diagnostic: here a visible child ends up disappeared.
  // Contract §3: for automatic containers appearance is driven by visibility; manual calls are for
  // children of manual containers.
  @Test func manualAppearanceCallsOnAnAutomaticChildAreRejectedOrReported() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let child = Probe("child")
    h.root.embed(child)
    let diagnostic = child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
    #expect(
      diagnostic != nil || child.appearanceState == .appeared,
      "child is \(child.appearanceState) while placed in its appeared parent's view, no diagnostic")
  }

  @Test func manualAppearanceOnAHiddenWindowsRootIsRejectedOrReported() {
    let h = Harness(visible: false)
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let diagnostic = h.root.beginAppearanceTransition(true, animated: false)
    h.root.endAppearanceTransition()
    #expect(
      diagnostic != nil || h.root.appearanceState == .disappeared,
      "root is \(h.root.appearanceState) in a hidden window, no diagnostic")
  }

  // A child ending its own appearance from viewWillAppear (the manual API, called from the hook)
  // gets viewDidAppear with no viewIsAppearing before it: beginAppearance only sends
  // viewIsAppearing while the batch is still the node's. The hook docs say viewIsAppearing is
  // skipped only when the appearance is cancelled.
  @Test func endingFromViewWillAppearStillSendsViewIsAppearingFirst() {
    let c = CheckedHarness()
    let manual = Probe("manual", manual: true)
    let child = Probe("child")
    c.h.root.embed(manual)
    manual.embed(child)
    child.onWillAppear = { $0.endAppearanceTransition() }
    child.beginAppearanceTransition(true, animated: true)
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  // The doc of shouldAutomaticallyForwardAppearanceMethods promised no automatic callbacks for
  // children removed from a manual container. Now: UIKit's pattern (begin(false), remove, end) is
  // left to its end, observed, with no diagnostic; an appeared child removed without it
  // disappears at removeFromParent (outside the container it cannot be visible). Both documented.
  @Test func removingAChildOfAManualContainerFollowsUIKitsPattern() {
    let h = Harness()
    let manual = Probe("manual", manual: true)
    let child = Probe("child")
    h.root.embed(manual)
    manual.embed(child)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    h.recorder.reset()
    child.beginAppearanceTransition(false, animated: true)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.appearanceState == .disappearing, "left to the container's end")
    child.endAppearanceTransition()
    #expect(
      h.callbacks() == [
        "child.viewWillDisappear(true)", "child.willMove(toParent: nil)",
        "child.didMove(toParent: nil)", "child.viewDidDisappear(true)",
      ])
    #expect(h.recorder.diagnostics.isEmpty)
    #expect(child.window == nil, "it leaves the window once its transition ended")

    let other = Probe("other")
    manual.embed(other)
    other.beginAppearanceTransition(true, animated: false)
    other.endAppearanceTransition()
    h.recorder.reset()
    other.unembed()
    #expect(
      h.callbacks() == [
        "other.willMove(toParent: nil)", "other.viewWillDisappear(false)",
        "other.viewDidDisappear(false)", "other.didMove(toParent: nil)",
      ])
  }

  /// Pins: endAppearanceTransition was accepted on an automatically forwarded child.
  @Test func endingAForwardedChildOfAManualBatchIsRefused() {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let m = Probe("m", manual: true)
    let p = Probe("p")
    let d = Probe("d")
    h.root.embed(m)
    m.embed(p)
    p.embed(d)  // p forwards automatically to d
    p.beginAppearanceTransition(true, animated: true)
    #expect(d.appearanceState == .appearing)
    let diagnostic = d.endAppearanceTransition()
    #expect(
      diagnostic?.code == .appearanceDrivenAutomatically,
      "d's transition was forwarded by p; ending it by hand was accepted (d is \(d.appearanceState), p is \(p.appearanceState))"
    )
    p.endAppearanceTransition()
  }
}
