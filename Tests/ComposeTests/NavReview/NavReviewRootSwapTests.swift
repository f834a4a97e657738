import Compose
import Testing

@Suite struct NavReviewRootSwapTests {
  /// Contract §5 (every way a component leaves is reported) and §3: replacing the window's root
  /// while it presents something. The presented component belonged to the old root's
  /// presentation chain; it should leave (and be reported), not stay appeared in the window.
  @Test func replacingTheRootWhilePresentingDoesNotReportThePresentedLeaving() {
    let window = Window()
    let log = DelegateLog()
    let checker = BalanceChecker()
    window.addObserver(checker)
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
    let inWindow = window.subviews.compactMap { $0.owner?.name }
    #expect(inWindow == ["b"], "window shows \(inWindow)")
    #expect(b.presentedComponent == nil)
    #expect(log.lines.contains("didDismiss m dismiss") || log.lines.contains { $0.hasPrefix("didDismiss m") },
      "the presented component left without a report: \(log.lines)")
    #expect(tracker.live == 0, "\(tracker.live) component(s) of the old root's chain still alive")
    #expect(checker.violations.isEmpty)
  }
}
