import Compose
import Testing

/// Presentations and dismissals requested from inside hooks and completions (docs:
/// Reentrancy.md): queued on the presentation chain, run in request order.
@Suite struct PresentationReentrancyTests {
  @Test(arguments: [false, true])
  func aDismissFromThePresentedViewWillAppearRunsAfterThePresentation(_ animated: Bool) {
    let tracker = LifetimeTracker()
    do {
      let h = NavigationHarness(tracker: tracker)
      let m = Probe("m", tracker: tracker)
      m.onWillAppear = once { $0.dismiss(animated: animated) }
      m.presentationDelegate = h.log
      var completed = 0
      h.nav.present(m, animated: animated) { completed += 1 }
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
      expectLines(
        h.recorder.drain(),
        animated ? expected.map { $0.replacingOccurrences(of: "false", with: "true") } : expected)
      expectLines(h.log.drain(), ["didDismiss m dismiss"])
      #expect(completed == 1 && h.nav.presentedComponent == nil)
      expectSettled(h.window, h.checker)
    }
    #expect(tracker.live == 0)
  }

  @Test func aDismissFromThePresentedViewDidAppearRunsAfterTheCompletion() {
    let tracker = LifetimeTracker()
    do {
      let h = NavigationHarness(tracker: tracker)
      let m = Probe("m", tracker: tracker)
      let log = TraceLog()
      h.window.addObserver(log)
      m.onDidAppear = once { $0.dismiss(animated: false) }
      h.nav.present(m, animated: true) { log.append("present completion") }
      h.window.runUntilIdle()
      expectLines(
        log.drain(),
        [
          "m.loadView",
          "m.viewDidLoad",
          "nav.viewWillDisappear(true)",
          "a.viewWillDisappear(true)",
          "m.viewAdded(to: nil)",
          "m.viewWillAppear(true)",
          "m.viewIsAppearing(true)",
          "m.viewDidAppear(true)",
          "nav.viewRemoved(from: nil)",
          "nav.viewDidDisappear(true)",
          "a.viewDidDisappear(true)",
          "present completion",
          "m.viewWillDisappear(false)",
          "nav.viewAdded(to: nil)",
          "nav.viewWillAppear(false)",
          "nav.viewIsAppearing(false)",
          "a.viewWillAppear(false)",
          "a.viewIsAppearing(false)",
          "nav.viewDidAppear(false)",
          "a.viewDidAppear(false)",
          "m.viewRemoved(from: nil)",
          "m.viewDidDisappear(false)",
        ])
      #expect(h.nav.presentedComponent == nil)
      expectSettled(h.window, h.checker)
    }
    #expect(tracker.live == 0)
  }

  @Test func aDismissFromThePresentationCompletionRunsRightAfterIt() {
    let tracker = LifetimeTracker()
    do {
      let h = NavigationHarness(tracker: tracker)
      let m = Probe("m", tracker: tracker)
      let log = TraceLog()
      h.window.addObserver(log)
      h.nav.present(m, animated: false) { [weak m] in
        log.append("present completion")
        m?.dismiss(animated: false) { log.append("dismiss completion") }
      }
      expectLines(
        log.drain(),
        [
          "m.loadView",
          "m.viewDidLoad",
          "nav.viewWillDisappear(false)",
          "a.viewWillDisappear(false)",
          "m.viewAdded(to: nil)",
          "m.viewWillAppear(false)",
          "m.viewIsAppearing(false)",
          "m.viewDidAppear(false)",
          "nav.viewRemoved(from: nil)",
          "nav.viewDidDisappear(false)",
          "a.viewDidDisappear(false)",
          "present completion",
          "m.viewWillDisappear(false)",
          "nav.viewAdded(to: nil)",
          "nav.viewWillAppear(false)",
          "nav.viewIsAppearing(false)",
          "a.viewWillAppear(false)",
          "a.viewIsAppearing(false)",
          "nav.viewDidAppear(false)",
          "a.viewDidAppear(false)",
          "m.viewRemoved(from: nil)",
          "m.viewDidDisappear(false)",
          "dismiss completion",
        ])
      #expect(h.nav.presentedComponent == nil)
      expectSettled(h.window, h.checker)
    }
    #expect(tracker.live == 0)
  }

  @Test func presentingFromTheReturningPresenterDuringADismissalRunsAfterIt() {
    let tracker = LifetimeTracker()
    do {
      let h = NavigationHarness(tracker: tracker)
      let m = Probe("m", tracker: tracker)
      let m2 = Probe("m2", tracker: tracker)
      let log = TraceLog()
      h.window.addObserver(log)
      h.nav.present(m, animated: false)
      _ = log.drain()
      h.a.onWillAppear = once { [weak nav = h.nav] _ in
        log.append("present(m2) -> \(String(describing: nav?.present(m2, animated: false)))")
      }
      m.dismiss(animated: true)
      h.window.runUntilIdle()
      // Queued (nil): it runs when the dismissal has ended.
      expectLines(
        log.drain(),
        [
          "m.viewWillDisappear(true)",
          "nav.viewAdded(to: nil)",
          "nav.viewWillAppear(true)",
          "nav.viewIsAppearing(true)",
          "a.viewWillAppear(true)",
          "present(m2) -> nil",
          "a.viewIsAppearing(true)",
          "nav.viewDidAppear(true)",
          "a.viewDidAppear(true)",
          "m.viewRemoved(from: nil)",
          "m.viewDidDisappear(true)",
          "m2.loadView",
          "m2.viewDidLoad",
          "nav.viewWillDisappear(false)",
          "a.viewWillDisappear(false)",
          "m2.viewAdded(to: nil)",
          "m2.viewWillAppear(false)",
          "m2.viewIsAppearing(false)",
          "m2.viewDidAppear(false)",
          "nav.viewRemoved(from: nil)",
          "nav.viewDidDisappear(false)",
          "a.viewDidDisappear(false)",
        ])
      #expect(h.nav.presentedComponent === m2)
      expectSettled(h.window, h.checker)
    }
    #expect(tracker.live == 0)
  }

  @Test func presentingFromTheDismissedViewWillDisappearRunsAfterTheDismissal() {
    let tracker = LifetimeTracker()
    do {
      let h = NavigationHarness(tracker: tracker)
      let m = Probe("m", tracker: tracker)
      let m2 = Probe("m2", tracker: tracker)
      let log = TraceLog()
      h.window.addObserver(log)
      h.nav.present(m, animated: false)
      _ = log.drain()
      m.onWillDisappear = once { [weak nav = h.nav] _ in nav?.present(m2, animated: false) }
      m.dismiss(animated: false)
      expectLines(
        log.drain(),
        [
          "m.viewWillDisappear(false)",
          "nav.viewAdded(to: nil)",
          "nav.viewWillAppear(false)",
          "nav.viewIsAppearing(false)",
          "a.viewWillAppear(false)",
          "a.viewIsAppearing(false)",
          "nav.viewDidAppear(false)",
          "a.viewDidAppear(false)",
          "m.viewRemoved(from: nil)",
          "m.viewDidDisappear(false)",
          "m2.loadView",
          "m2.viewDidLoad",
          "nav.viewWillDisappear(false)",
          "a.viewWillDisappear(false)",
          "m2.viewAdded(to: nil)",
          "m2.viewWillAppear(false)",
          "m2.viewIsAppearing(false)",
          "m2.viewDidAppear(false)",
          "nav.viewRemoved(from: nil)",
          "nav.viewDidDisappear(false)",
          "a.viewDidDisappear(false)",
        ])
      #expect(h.nav.presentedComponent === m2 && m.presentingComponent == nil)
      expectSettled(h.window, h.checker)
    }
    #expect(tracker.live == 0)
  }
}
