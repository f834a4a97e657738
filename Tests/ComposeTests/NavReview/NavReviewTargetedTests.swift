import Compose
import Testing

/// Fresh-eyes review of navigation / presentation / tabs: targeted reproductions.
@Suite struct NavReviewTargetedTests {
  // MARK: Queueing of presentations requested from a child of the window's root

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

  /// Popping to the top (or to the root of a one-component stack) is a no-op: no callback and
  /// no `willShow`/`didShow` for a top that was already shown; checked when the pop runs.
  @Test func popToTheTopTellsTheDelegateNothing() {
    let h = NavigationHarness()
    _ = h.log.drain()
    _ = h.traces()
    #expect(h.nav.pop(to: h.a, animated: true).diagnostic == nil)
    #expect(h.nav.popToRoot(animated: false).diagnostic == nil)
    #expect(h.log.drain().isEmpty)
    #expect(h.traces().isEmpty)
    // Queued behind a push, pop(to: the pushed top) is also a no-op when it runs.
    let b = Probe("b")
    h.nav.push(b, animated: true)
    h.nav.pop(to: b, animated: true)
    h.window.runUntilIdle()
    #expect(h.log.drain() == ["willShow b", "didLeave a push", "didShow b"])
    #expect(h.nav.stack.map(\.traceName) == ["a", "b"])
    #expect(h.checker.violations.isEmpty, "\(h.checker.violations)")
  }

  // MARK: Tabs

  /// Contract §7: misuse never traps, and §1.1: moving the selected tab into another component
  /// with the public `addChild` first removes it from the tab container. The selection follows:
  /// the tab now at its index (here the last one, t1) is selected and shown, and `selectedTab` /
  /// `select(_:)` keep working (regression: `selectedIndex` stayed 1 with one tab and they trapped).
  @Test func tabSelectionFollowsWhenTheSelectedTabMovesAway() {
    let review = ReviewWindow()
    let window = review.window
    let checker = review.checker
    let t1 = Probe("t1")
    let t2 = Probe("t2")
    let tabs = TabContainer(tabs: [t1, t2], selectedIndex: 1)
    window.rootComponent = tabs
    window.makeKeyAndVisible()
    let other = Probe("other")
    other.addChild(t2)
    #expect(
      tabs.selectedIndex == nil || tabs.selectedIndex! < tabs.children.count,
      "selectedIndex \(String(describing: tabs.selectedIndex)) with \(tabs.children.count) tab(s)")
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedTab === t1)
    #expect(t1.viewIfLoaded?.superview === tabs.view && t1.appearanceState == .appeared)
    #expect(t2.viewIfLoaded?.superview == nil && t2.appearanceState == .disappeared)
    #expect(tabs.select(0) == nil)
    #expect(tabs.select(1)?.code == .tabIndexOutOfRange)
    #expect(tabs.selectedTab === t1)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  /// The same through `removeFromParent()` of the last tab: nothing is left to select, and the
  /// container stays usable (tabs added later can be selected).
  @Test func tabSelectionIsEmptyWhenTheLastTabIsRemoved() {
    let review = ReviewWindow()
    let window = review.window
    let checker = review.checker
    let t1 = Probe("t1")
    let tabs = TabContainer(tabs: [t1])
    window.rootComponent = tabs
    window.makeKeyAndVisible()
    t1.willMove(toParent: nil)
    t1.removeFromParent()
    #expect(tabs.selectedIndex == nil && tabs.selectedTab == nil)
    #expect(t1.viewIfLoaded?.superview == nil && t1.appearanceState == .disappeared)
    #expect(tabs.select(0)?.code == .tabIndexOutOfRange)
    let t2 = Probe("t2")
    tabs.addChild(t2)
    t2.didMove(toParent: tabs)
    #expect(tabs.selectedTab == nil)
    #expect(tabs.select(0) == nil)
    #expect(tabs.selectedTab === t2 && t2.appearanceState == .appeared)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  /// Removing a tab that is not selected keeps the selection on the same tab (its index moves).
  @Test func tabSelectionKeepsItsTabWhenAnotherTabIsRemoved() {
    let window = Window()
    // removeFromParent() alone, without willMove(toParent: nil): the auditor reports it.
    AuditGuard.watch(window).allowFindings()
    let t1 = Probe("t1")
    let t2 = Probe("t2")
    let tabs = TabContainer(tabs: [t1, t2], selectedIndex: 1)
    window.rootComponent = tabs
    window.makeKeyAndVisible()
    t1.removeFromParent()
    #expect(tabs.selectedIndex == 0 && tabs.selectedTab === t2)
    #expect(t2.appearanceState == .appeared)
  }
}
