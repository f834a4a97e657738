import Compose
import ComposeTestFixtures
import Testing

/// Replacing the window's root while it presents, and a presented component as a root
/// (contract §3, §5, §7).
@Suite struct RootReplacementTests {
  /// Contract §5 (every way a component leaves is reported) and §3: replacing the window's root
  /// while it presents something. The presented component belonged to the old root's
  /// presentation chain; it leaves (reported as `presenterReplaced`) instead of staying appeared
  /// in the window (regression: it stayed, unreported, above the new root).
  @Test func replacingTheRootWhilePresentingDismissesThePresented() {
    let watched = WatchedWindow()
    let window = watched.window
    let log = DelegateLog()
    let checker = watched.checker
    let tracker = LifetimeTracker()
    do {
      let a = Probe("a", tracker: tracker)
      window.rootComponent = a
      window.makeKeyAndVisible()
      let m = Probe("m", tracker: tracker)
      m.presentationDelegate = log
      a.present(m, animated: false, style: .overFullScreen)
    }
    let b = Probe("b")
    window.rootComponent = b
    window.runUntilIdle()
    let inWindow = window.subviews.compactMap { $0.owner?.traceName }
    #expect(inWindow == ["b"], "window shows \(inWindow)")
    #expect(b.presentedComponent == nil)
    #expect(
      log.lines.contains("didDismiss m dismiss")
        || log.lines.contains { $0.hasPrefix("didDismiss m") },
      "the presented component left without a report: \(log.lines)")
    #expect(log.lines == ["didDismiss m presenterReplaced"])
    #expect(tracker.live == 0, "\(tracker.live) component(s) of the old root's chain still alive")
    #expect(checker.violations.isEmpty)
  }

  /// The same with a nested chain, full screen, while the top presentation is still animating:
  /// the chain leaves once that presentation ends, every component reported once, top first (the
  /// bottom one as `presenterReplaced`, those above it as `presenterDismissed`).
  @Test func replacingTheRootDuringAPresentationDismissesTheChainAfterIt() {
    let watched = WatchedWindow()
    let window = watched.window
    let log = DelegateLog()
    let checker = watched.checker
    let tracker = LifetimeTracker()
    do {
      let a = Probe("a", tracker: tracker)
      window.rootComponent = a
      window.makeKeyAndVisible()
      let m = Probe("m", tracker: tracker)
      let n = Probe("n", tracker: tracker)
      m.presentationDelegate = log
      n.presentationDelegate = log
      a.present(m, animated: false, style: .fullScreen)
      m.present(n, animated: true, style: .fullScreen)
    }
    window.rootComponent = Probe("b")
    window.runUntilIdle()
    #expect(window.subviews.compactMap { $0.owner?.traceName } == ["b"])
    #expect(log.lines == ["didDismiss n presenterDismissed", "didDismiss m presenterReplaced"])
    #expect(tracker.live == 0)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  /// A presentation refused when its turn comes (here: the context presents already) does not
  /// call its completion, and tells the component's presentation delegate; a flow anchored to it
  /// is released.
  @Test func aPresentationRefusedWhenItsTurnComesIsReportedToTheDelegate() {
    let h = NavigationHarness()
    h.expect(diagnostic: .alreadyPresenting, count: 2)
    let m1 = Probe("m1")
    let m2 = Probe("m2")
    m2.presentationDelegate = h.log
    var completed = false
    h.nav.push(Probe("b"), animated: true)
    h.nav.present(m1, animated: false, style: .fullScreen)
    #expect(h.nav.present(m2, animated: false, style: .fullScreen) { completed = true } == .queued)
    h.window.runUntilIdle()
    #expect(h.nav.presentedComponent === m1 && !completed)
    #expect(h.recorder.diagnostics.map(\.code) == [.alreadyPresenting])
    #expect(h.log.lines.contains("refused m2 alreadyPresenting"), "\(h.log.lines)")

    final class Child: Flow {}
    let flow = Flow(traceName: "parent")
    weak var child: Flow?
    do {
      let c = Child(traceName: "child")
      child = c
      c.navigation.presentationDelegate = flow
      flow.addChildFlow(c, anchoredTo: c.navigation)
      h.a.present(c.navigation, animated: false, style: .fullScreen)
    }
    #expect(
      flow.childFlows.isEmpty && child == nil, "the child flow of a refused presentation leaked")
  }

  /// Contract §7: making a component that is currently presented in a window that window's root
  /// is a misuse; it is refused (as for a presented component of another window) with the tree
  /// unchanged (regression: it was accepted, leaving a root that still had a presenter).
  @Test func presentedComponentIsRefusedAsRootOfItsOwnWindow() {
    let watched = WatchedWindow()
    let window = watched.window
    let checker = watched.checker
    let a = Probe("a")
    window.rootComponent = a
    window.makeKeyAndVisible()
    let m = Probe("m")
    a.present(m, animated: false, style: .fullScreen)
    let diagnostic = window.setRootComponent(m)
    #expect(diagnostic != nil, "a presented component became the window's root")
    #expect(diagnostic?.code == .rootComponentInUse)
    #expect(window.rootComponent === a && a.presentedComponent === m)
    #expect(m.presentingComponent === a && m.viewIfLoaded?.superview === window)
    #expect(m.appearanceState == .appeared)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
    // Once dismissed, it can become the root.
    m.dismiss(animated: false)
    #expect(window.setRootComponent(m) == nil)
    #expect(window.rootComponent === m && m.viewIfLoaded?.superview === window)
    #expect(m.appearanceState == .appeared && a.appearanceState == .disappeared)
    // If it was accepted, the tree is now inconsistent: the root still has a presenter.
    if diagnostic == nil {
      #expect(m.presentingComponent == nil, "root m still has presentingComponent a")
      m.dismiss(animated: false)
      #expect(
        window.rootComponent !== m || m.viewIfLoaded?.superview === window,
        "dismissing the root took its view out of the window")
    }
  }

  // setRootComponent removes the old root's view first (running its disappearance hooks) and only
  // then sets `root = nil` and `root = component`. If a hook of the old root sets another root
  // meanwhile, the outer call overwrites it: that component keeps `hostWindow`, its view stays in
  // the window and it stays appeared, but it is no longer `rootComponent`, so hiding the window
  // never reaches it. Contract §3: appeared only while its view is in a visible window.
  @Test func settingTheRootFromTheOldRootsViewWillDisappearLeavesNoOrphan() {
    let c = CheckedHarness()
    let intruder = Probe("intruder")
    let next = Probe("next")
    c.h.root.onWillDisappear = { _ in
      c.h.root.onWillDisappear = nil
      c.h.window.rootComponent = intruder
    }
    c.h.window.rootComponent = next
    let placed = c.h.window.subviews.compactMap { $0.owner?.traceName }
    #expect(placed.count == 1, "one root view in the window, found \(placed)")
    c.h.window.hide()
    #expect(
      intruder.appearanceState == .disappeared,
      "\(intruder.traceName) is appeared in a hidden window (rootComponent is \(c.h.window.rootComponent?.traceName ?? "nil"))"
    )
    #expect(next.appearanceState == .disappeared)
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }

  // Same with `rootComponent = nil`: the hook's root is wiped by the outer `root = nil`.
  @Test func emptyingTheWindowWhileTheOldRootSetsAnotherLeavesNoOrphan() {
    let c = CheckedHarness()
    let intruder = Probe("intruder")
    c.h.root.onWillDisappear = { _ in
      c.h.root.onWillDisappear = nil
      c.h.window.rootComponent = intruder
    }
    c.h.window.rootComponent = nil
    c.h.window.hide()
    #expect(
      intruder.appearanceState == .disappeared || c.h.window.rootComponent === intruder,
      "appeared with its view in the window, but not the window's root: hide() misses it")
  }

  /// Pins: a hook that removed and re-set the old root defeated the restart check.
  @Test func aRootReinstalledByItsOwnDisappearanceHookIsNotOrphaned() {
    let c = CheckedHarness()
    let next = Probe("next")
    let old = c.h.root
    old.onWillDisappear = { p in
      p.onWillDisappear = nil
      c.h.window.rootComponent = nil
      c.h.window.rootComponent = p
    }
    c.h.window.rootComponent = next
    #expect(c.h.window.rootComponent === next)
    let windowSubviews = c.h.window.subviews.map { $0.owner?.traceName ?? "?" }
    #expect(
      old.view.window == nil,
      "the old root's view is still in the window: \(windowSubviews)")
    c.h.window.hide()
    #expect(
      old.appearanceState == .disappeared,
      "the window is hidden but the orphaned old root is \(old.appearanceState)")
    #expect(c.checker.violations.isEmpty, "\(c.checker.violations)")
  }
}
