import Compose
import ComposeTestFixtures
import Testing

/// Contract §4 for containers: interactive pop and dismiss, finished and cancelled with balanced
/// callbacks; operations requested during an animation run afterwards, in order.
@Suite struct InteractiveAndQueueTests {
  @Test func aFinishedSwipeBackPopsWithTheSwipeReason() {
    let tracker = LifetimeTracker()
    let h = NavigationHarness()
    h.nav.push(Probe("b", tracker: tracker), animated: false)
    _ = h.traces()
    _ = h.log.drain()
    let swipe = h.nav.beginInteractivePop().interaction
    #expect(
      h.traces() == [
        "b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
        "a.viewIsAppearing(true)",
      ])
    swipe?.update(0.7)
    swipe?.finish(after: .milliseconds(100))
    h.window.runUntilIdle()
    #expect(
      h.traces() == [
        "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)",
      ])
    #expect(h.log.drain() == ["willShow a", "didLeave b swipe", "didShow a"])
    #expect(h.nav.stack.map(\.traceName) == ["a"])
    #expect(tracker.live == 0)
    #expect(h.checker.violations.isEmpty)
  }

  /// Contract §5, as UIKit prints it: on cancel the component that was appearing (A) is told
  /// first, then the top (B) comes back.
  @Test func aCancelledSwipeBackTellsTheRevealedComponentFirstAndKeepsTheTop() {
    let h = NavigationHarness()
    let b = Probe("b")
    h.nav.push(b, animated: false)
    _ = h.traces()
    _ = h.log.drain()
    let swipe = h.nav.beginInteractivePop().interaction
    _ = h.traces()
    swipe?.cancel()
    #expect(
      h.traces() == [
        "a.viewWillDisappear(true)", "a.viewDidDisappear(true)", "b.viewWillAppear(true)",
        "b.viewIsAppearing(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)",
      ])
    #expect(h.log.drain() == ["willShow a", "didCancelPop b"])
    #expect(h.nav.stack.map(\.traceName) == ["a", "b"] && !b.isMovingFromParent)
    #expect(b.appearanceState == .appeared && h.a.appearanceState == .disappeared)
    #expect(h.checker.violations.isEmpty)
    // The container is free again.
    h.nav.pop(animated: false)
    #expect(h.nav.stack.map(\.traceName) == ["a"])
  }

  @Test(arguments: [true, false]) func anInteractiveDismissFinishesOrCancelsBalanced(
    finishing: Bool
  ) {
    let window = Window()
    AuditGuard.watch(window)
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    let checker = BalanceChecker()
    let log = DelegateLog()
    window.addObserver(recorder)
    window.addObserver(checker)
    let a = Probe("a")
    window.rootComponent = a
    window.makeKeyAndVisible()
    let m = Probe("m")
    m.presentationDelegate = log
    a.present(m, animated: false, style: .fullScreen)
    recorder.reset()
    let swipe = m.beginInteractiveDismiss().interaction
    #expect(m.isBeingDismissed)
    #expect(
      recorder.drain() == [
        "m.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
      ])
    swipe?.update(0.4)
    if finishing {
      swipe?.finish(after: .milliseconds(200))
      window.runUntilIdle()
      #expect(recorder.drain() == ["a.viewDidAppear(true)", "m.viewDidDisappear(true)"])
      #expect(log.drain() == ["didDismiss m interactiveDismiss"])
      #expect(a.presentedComponent == nil)
    } else {
      swipe?.cancel(after: .milliseconds(200))
      #expect(
        recorder.drain() == [
          "m.viewWillAppear(true)", "m.viewIsAppearing(true)", "a.viewWillDisappear(true)",
        ])
      window.runUntilIdle()
      #expect(recorder.drain() == ["a.viewDidDisappear(true)", "m.viewDidAppear(true)"])
      #expect(log.drain() == ["didCancelDismiss m"])
      #expect(a.presentedComponent === m && !m.isBeingDismissed)
      #expect(a.viewIfLoaded?.superview == nil)
    }
    #expect(swipe?.finish() != nil, "an ended interaction refuses a second end")
    #expect(checker.violations.isEmpty)
  }

  @Test func twoPushesRequestedDuringAnAnimationRunInOrderAfterIt() {
    let h = NavigationHarness()
    h.nav.push(Probe("b"), animated: true)
    h.nav.push(Probe("c"), animated: true)
    h.nav.pop(animated: false)
    #expect(h.nav.stack.map(\.traceName) == ["a", "b"], "queued operations wait")
    _ = h.traces()
    h.window.advance(by: .milliseconds(350))
    #expect(
      h.traces() == [
        "a.viewDidDisappear(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)",
        "c.willMove(toParent: nav)", "c.viewDidLoad", "b.viewWillDisappear(true)",
        "c.viewWillAppear(true)", "c.viewIsAppearing(true)",
      ])
    h.window.advance(by: .milliseconds(350))
    #expect(
      h.traces() == [
        "b.viewDidDisappear(true)", "c.viewDidAppear(true)", "c.didMove(toParent: nav)",
        "c.willMove(toParent: nil)", "c.viewWillDisappear(false)", "b.viewWillAppear(false)",
        "b.viewIsAppearing(false)", "c.viewDidDisappear(false)", "b.viewDidAppear(false)",
        "c.didMove(toParent: nil)",
      ])
    #expect(h.nav.stack.map(\.traceName) == ["a", "b"] && !h.nav.isTransitionInFlight)
  }

  @Test func aPresentAndADismissRequestedDuringAPushRunAfterIt() {
    let h = NavigationHarness()
    let m = Probe("m")
    h.nav.push(Probe("b"), animated: true)
    h.nav.present(m, animated: true, style: .fullScreen)
    h.nav.dismiss(animated: false)
    #expect(h.nav.presentedComponent == nil)
    h.window.advance(by: .milliseconds(350))
    #expect(h.nav.presentedComponent === m && m.isBeingPresented)
    h.window.advance(by: .milliseconds(350))
    #expect(h.nav.presentedComponent == nil && m.appearanceState == .disappeared)
    #expect(h.nav.appearanceState == .appeared)
    #expect(h.checker.violations.isEmpty)
  }

  @Test func aSwipeIsRefusedWhileAnOperationIsInFlight() {
    let h = NavigationHarness()
    h.expect(diagnostic: .transitionInFlight)
    h.nav.push(Probe("b"), animated: true)
    #expect(h.nav.beginInteractivePop().interaction == nil)
    #expect(h.recorder.diagnostics.map(\.code) == [.transitionInFlight])
  }
}
