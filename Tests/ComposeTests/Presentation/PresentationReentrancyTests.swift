import Compose
import ComposeTestFixtures
import Testing

/// Presentations and dismissals requested from inside hooks and completions (docs:
/// Reentrancy.md): queued on the presentation chain, run in request order.
@Suite struct PresentationReentrancyTests {
  /// The harness, a component `m` (presented without animation if `presentingM`, the log
  /// emptied then) and a trace log of the window.
  private func traced(
    _ tracker: LifetimeTracker, presentingM: Bool = false
  ) -> (NavigationHarness, Probe, TraceLog) {
    let h = NavigationHarness(tracker: tracker)
    let m = Probe("m", tracker: tracker)
    let log = TraceLog()
    h.window.addObserver(log)
    if presentingM {
      h.nav.present(m, animated: false, style: .fullScreen)
      _ = log.drain()
    }
    return (h, m, log)
  }

  @Test(arguments: [false, true])
  func aDismissFromThePresentedViewWillAppearRunsAfterThePresentation(_ animated: Bool) {
    expectNoLeaks { tracker in
      let h = NavigationHarness(tracker: tracker)
      let m = Probe("m", tracker: tracker)
      m.onWillAppear = once { $0.dismiss(animated: animated) }
      m.presentationDelegate = h.log
      var completed = 0
      h.nav.present(m, animated: animated, style: .fullScreen) { completed += 1 }
      h.window.runUntilIdle()
      // Requested before m.viewIsAppearing; runs once the presentation and its completion ran.
      let expected = [
        "m.viewDidLoad",
        "nav.viewWillDisappear(false)",
        "a.viewWillDisappear(false)",
        "m.viewWillAppear(false)",
        "m.viewIsAppearing(false)",
        "m.viewDidAppear(false)",
        "nav.viewDidDisappear(false)",
        "a.viewDidDisappear(false)",
        "m.viewWillDisappear(false)",
        "nav.viewWillAppear(false)",
        "nav.viewIsAppearing(false)",
        "a.viewWillAppear(false)",
        "a.viewIsAppearing(false)",
        "nav.viewDidAppear(false)",
        "a.viewDidAppear(false)",
        "m.viewDidDisappear(false)",
      ]
      expectLines(h.recorder.drain(), animatedIf(animated, expected))
      expectLines(h.log.drain(), ["didDismiss m dismiss"])
      #expect(completed == 1 && h.nav.presentedComponent == nil)
      h.expectSettled()
    }
  }

  @Test func aDismissFromThePresentedViewDidAppearRunsAfterTheCompletion() {
    expectNoLeaks { tracker in
      let (h, m, log) = traced(tracker)
      m.onDidAppear = once { $0.dismiss(animated: false) }
      h.nav.present(m, animated: true, style: .fullScreen) { log.append("present completion") }
      h.window.runUntilIdle()
      expectLines(
        log.drain(),
        ExpectedTrace.presentation("m", animated: true) + ["present completion"]
          + ExpectedTrace.dismissal("m", animated: false))
      #expect(h.nav.presentedComponent == nil)
      h.expectSettled()
    }
  }

  @Test func aDismissFromThePresentationCompletionRunsRightAfterIt() {
    expectNoLeaks { tracker in
      let (h, m, log) = traced(tracker)
      h.nav.present(m, animated: false, style: .fullScreen) { [weak m] in
        log.append("present completion")
        m?.dismiss(animated: false) { log.append("dismiss completion") }
      }
      expectLines(
        log.drain(),
        ExpectedTrace.presentation("m", animated: false) + ["present completion"]
          + ExpectedTrace.dismissal("m", animated: false) + ["dismiss completion"])
      #expect(h.nav.presentedComponent == nil)
      h.expectSettled()
    }
  }

  @Test func presentingFromTheReturningPresenterDuringADismissalRunsAfterIt() {
    expectNoLeaks { tracker in
      let (h, m, log) = traced(tracker, presentingM: true)
      let m2 = Probe("m2", tracker: tracker)
      h.a.onWillAppear = once { [weak nav = h.nav] _ in
        log.append(
          "present(m2) -> \(String(describing: nav?.present(m2, animated: false, style: .fullScreen)))"
        )
      }
      m.dismiss(animated: true)
      h.window.runUntilIdle()
      // Queued: it runs when the dismissal has ended.
      expectLines(
        log.drain(),
        [
          "m.viewWillDisappear(true)",
          "nav.viewAdded(to: nil)",
          "nav.viewWillAppear(true)",
          "nav.viewIsAppearing(true)",
          "a.viewWillAppear(true)",
          "present(m2) -> Optional(queued)",
          "a.viewIsAppearing(true)",
          "nav.viewDidAppear(true)",
          "a.viewDidAppear(true)",
          "m.viewRemoved(from: nil)",
          "m.viewDidDisappear(true)",
        ] + ExpectedTrace.presentation("m2", animated: false))
      #expect(h.nav.presentedComponent === m2)
      h.expectSettled()
    }
  }

  @Test func presentingFromTheDismissedViewWillDisappearRunsAfterTheDismissal() {
    expectNoLeaks { tracker in
      let (h, m, log) = traced(tracker, presentingM: true)
      let m2 = Probe("m2", tracker: tracker)
      m.onWillDisappear = once { [weak nav = h.nav] _ in
        nav?.present(m2, animated: false, style: .fullScreen)
      }
      m.dismiss(animated: false)
      expectLines(
        log.drain(),
        ExpectedTrace.dismissal("m", animated: false)
          + ExpectedTrace.presentation("m2", animated: false))
      #expect(h.nav.presentedComponent === m2 && m.presentingComponent == nil)
      h.expectSettled()
    }
  }
}
