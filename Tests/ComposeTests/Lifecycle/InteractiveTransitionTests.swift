import Compose
import ComposeTestFixtures
import Testing

/// Interactive transitions that are cancelled late or abandoned (contract §4, §7).
@Suite struct InteractiveTransitionTests {
  // cancelling an interactive transition after the container disappeared (window
  // hidden mid-gesture) makes `from` appear again (viewWillAppear ... viewDidAppear) inside a
  // hidden window whose root is disappeared: cancel() re-begins `from` unconditionally.
  @Test func cancellingAnInteractionAfterTheWindowHidDoesNotBringFromBack() throws {
    let h = Harness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let a = Probe("a")
    let b = Probe("b")
    h.root.embed(a)
    h.root.addChild(b)
    let interaction = try #require(h.root.beginInteractiveTransition(from: a, to: b))
    h.window.hide()
    interaction.cancel()
    h.window.runUntilIdle()
    #expect(h.root.appearanceState == .disappeared)
    #expect(
      a.appearanceState == .disappeared,
      "a child must not be appeared while its parent (and window) is disappeared")
    #expect(b.appearanceState == .disappeared)
  }

  // The interaction owns the only `complete` of the queue's in-flight slot. Dropping it without
  // finish()/cancel() (a gesture recogniser torn down mid-gesture) leaves `isTransitioning` true for
  // good: every later transition of the container is queued behind it and never runs, and
  // `from`/`to` stay `disappearing`/`appearing` (a will* with no did*) in a visible window.
  // Contract §4: queued operations run after the one in flight; the callbacks come in pairs.
  @Test func anAbandonedInteractionDoesNotBlockTheContainerForever() {
    let c = CheckedHarness()
    c.h.audit.allowFindings()  // deliberate: the auditor reports it
    let a = Probe("a")
    let b = Probe("b")
    c.h.root.embed(a)
    c.h.root.addChild(b)
    do {
      let interaction = c.h.root.beginInteractiveTransition(from: a, to: b)
      interaction?.update(0.3)
    }
    var ran = false
    c.h.root.transition(from: a, to: b, duration: .zero, completion: { _ in ran = true })
    c.h.window.runUntilIdle()
    #expect(ran || !c.h.root.isTransitionInFlight, "the container's queue is stuck forever")
    #expect(!a.appearanceState.isTransitioning && !b.appearanceState.isTransitioning)
  }
}
