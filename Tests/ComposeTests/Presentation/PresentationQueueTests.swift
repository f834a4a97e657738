import Compose
import ComposeTestFixtures
import Testing

/// Presentations and dismissals requested from a child of the window's root queue on the bottom
/// of the presentation chain (contract §4).
@Suite struct PresentationQueueTests {

  /// Contract §4: a dismissal requested while a presentation is in flight waits for it.
  /// Here the presentation is requested from the navigation container's top component (a child,
  /// presenting from the root of its tree), the dismissal from the container itself: both queue
  /// on the bottom of the presentation chain (regression: the child's request used its own queue).
  @Test func presentFromChildThenDismissFromRootWaitsForThePresentation() {
    let h = NavigationHarness()
    let m = Probe("m")
    h.a.present(m, animated: true, style: .fullScreen)
    h.nav.dismiss(animated: true)
    _ = h.log.drain()
    let events = h.traces()
    // The dismissal must not start before the presentation completes.
    #expect(!events.contains("m.viewWillDisappear(true)"), "\(events)")
    h.window.runUntilIdle()
    let later = h.traces()
    let didAppear = later.firstIndex(of: "m.viewDidAppear(true)")
    let willDisappear = (events + later).firstIndex(of: "m.viewWillDisappear(true)")
    #expect(didAppear != nil, "m never got viewDidAppear: \(events) then \(later)")
    _ = willDisappear
    #expect(h.nav.presentedComponent == nil)
    // After everything settled the window must show the container again (§3).
    #expect(h.nav.viewIfLoaded?.superview === h.window, "the container's view left the window")
    #expect(h.nav.appearanceState == .appeared, "nav is \(h.nav.appearanceState)")
    #expect(h.checker.violations.isEmpty, "\(h.checker.violations)")
  }

  /// Contract §4: a push requested on the container while a presentation from its top child is
  /// in flight waits (presentations queue behind the bottom of the chain's transitions), and a
  /// presentation requested from the top child while a push is in flight waits for the push.
  @Test func presentFromChildDuringPushWaitsForThePush() {
    let h = NavigationHarness()
    h.nav.push(Probe("b"), animated: true)
    let b = h.nav.topComponent!
    let m = Probe("m")
    _ = h.traces()
    b.present(m, animated: true, style: .fullScreen)
    let events = h.traces()
    #expect(events.isEmpty, "present from the pushed child started mid-push: \(events)")
    h.window.runUntilIdle()
    #expect(h.checker.violations.isEmpty, "\(h.checker.violations)")
  }

  /// Contract §5 (each exit reported exactly once) and §4 (no interleaving): two dismissals, one
  /// requested from the container's top child and one from the container, queue on the same
  /// owner: the first dismisses, the second finds nothing to dismiss, and the presented
  /// component's delegate hears about its dismissal once (regression: they ran concurrently and
  /// reported it twice).
  @Test func dismissFromChildAndFromRootReportTheDismissalOnce() {
    let h = NavigationHarness()
    h.expect(diagnostic: .nothingToDismiss)
    let m = Probe("m")
    m.presentationDelegate = h.log
    h.nav.present(m, animated: false, style: .fullScreen)
    _ = h.log.drain()
    h.a.dismiss(animated: true)
    h.nav.dismiss(animated: true)
    h.window.runUntilIdle()
    let lines = h.log.drain()
    #expect(lines == ["didDismiss m dismiss"], "\(lines)")
    #expect(h.nav.appearanceState == .appeared && h.nav.viewIfLoaded?.superview === h.window)
    #expect(h.checker.violations.isEmpty, "\(h.checker.violations)")
  }

  /// Contract §4: an interactive dismiss asked of a child of the root starts now or not at all;
  /// while a dismissal of the root's chain is in flight it is refused, as it is when asked of
  /// the root itself (both ask the bottom of the presentation chain).
  @Test func interactiveDismissFromChildIsRefusedWhileTheRootDismisses() {
    let h = NavigationHarness()
    h.expect(diagnostic: .transitionInFlight)
    let m = Probe("m")
    m.presentationDelegate = h.log
    h.nav.present(m, animated: false, style: .fullScreen)
    _ = h.log.drain()
    h.nav.dismiss(animated: true)
    let interaction = h.a.beginInteractiveDismiss().interaction
    #expect(interaction == nil, "an interactive dismiss started during the dismissal")
    #expect(h.recorder.diagnostics.map(\.code) == [.transitionInFlight])
    h.window.runUntilIdle()
    #expect(h.log.drain() == ["didDismiss m dismiss"])
    #expect(h.nav.appearanceState == .appeared && h.nav.viewIfLoaded?.superview === h.window)
    #expect(h.checker.violations.isEmpty, "\(h.checker.violations)")
  }
}
