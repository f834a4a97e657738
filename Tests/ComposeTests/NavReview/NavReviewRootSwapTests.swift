import Compose
import ComposeExamples
import Testing

@Suite struct NavReviewRootSwapTests {
  /// Contract §5 (every way a component leaves is reported) and §3: replacing the window's root
  /// while it presents something. The presented component belonged to the old root's
  /// presentation chain; it leaves (reported as `presenterReplaced`) instead of staying appeared
  /// in the window (regression: it stayed, unreported, above the new root).
  @Test func replacingTheRootWhilePresentingDismissesThePresented() {
    let review = ReviewWindow()
    let window = review.window
    let log = DelegateLog()
    let checker = review.checker
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
    let review = ReviewWindow()
    let window = review.window
    let log = DelegateLog()
    let checker = review.checker
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
}
