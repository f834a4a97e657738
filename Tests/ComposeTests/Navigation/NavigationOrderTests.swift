import Compose
import ComposeTestFixtures
import Testing

/// Contract §5: the exact orders of push, pop, pop(to:) and setStack, unanimated and animated on
/// the window's clock.
@Suite struct NavigationOrderTests {
  static let pushed = [
    "b.willMove(toParent: nav)", "b.viewDidLoad", "a.viewWillDisappear(ANIM)",
    "b.viewWillAppear(ANIM)", "b.viewIsAppearing(ANIM)", "a.viewDidDisappear(ANIM)",
    "b.viewDidAppear(ANIM)", "b.didMove(toParent: nav)",
  ]

  static let popped = [
    "b.willMove(toParent: nil)", "b.viewWillDisappear(ANIM)", "a.viewWillAppear(ANIM)",
    "a.viewIsAppearing(ANIM)", "b.viewDidDisappear(ANIM)", "a.viewDidAppear(ANIM)",
    "b.didMove(toParent: nil)",
  ]

  static func animated(_ lines: [String], _ flag: Bool) -> [String] {
    lines.map { $0.replacingOccurrences(of: "ANIM", with: "\(flag)") }
  }

  @Test func unanimatedPushFollowsTheContractOrder() {
    let h = NavigationHarness()
    h.nav.push(Probe("b"), animated: false)
    #expect(h.traces() == Self.animated(Self.pushed, false))
    #expect(h.nav.stack.map(\.traceName) == ["a", "b"])
    #expect(h.log.drain() == ["willShow b", "didLeave a push", "didShow b"])
    #expect(h.checker.violations.isEmpty)
  }

  @Test func animatedPushFiresDidCallbacksWhenTheClockPassesTheEnd() {
    let h = NavigationHarness()
    h.nav.push(Probe("b"), animated: true)
    let expected = Self.animated(Self.pushed, true)
    #expect(h.traces() == Array(expected.prefix(5)))
    #expect(h.nav.isTransitionInFlight)
    h.window.advance(by: .milliseconds(349))
    #expect(h.traces().isEmpty)
    h.window.advance(by: .milliseconds(1))
    #expect(h.traces() == Array(expected.suffix(3)))
    #expect(h.log.drain() == ["willShow b", "didLeave a push", "didShow b"])
  }

  @Test(arguments: [false, true]) func popFollowsTheContractOrderAndReleasesThePopped(
    animated: Bool
  ) {
    let tracker = LifetimeTracker()
    let h = NavigationHarness()
    h.nav.push(Probe("b", tracker: tracker), animated: false)
    _ = h.traces()
    _ = h.log.drain()
    h.nav.pop(animated: animated)
    h.window.runUntilIdle()
    #expect(h.traces() == Self.animated(Self.popped, animated))
    #expect(h.log.drain() == ["willShow a", "didLeave b pop", "didShow a"])
    #expect(tracker.live == 0)
    #expect(h.checker.violations.isEmpty)
  }

  @Test(arguments: [false, true]) func popToSendsContainmentToEveryLeaverAndAppearanceToTheTops(
    animated: Bool
  ) {
    let tracker = LifetimeTracker()
    let h = NavigationHarness()
    h.nav.setStack(
      [h.a, Probe("b", tracker: tracker), Probe("c", tracker: tracker)], animated: false)
    _ = h.traces()
    _ = h.log.drain()
    h.nav.pop(to: h.a, animated: animated)
    h.window.runUntilIdle()
    let flag = "\(animated)"
    #expect(
      h.traces() == [
        "c.willMove(toParent: nil)", "b.willMove(toParent: nil)", "c.viewWillDisappear(\(flag))",
        "a.viewWillAppear(\(flag))", "a.viewIsAppearing(\(flag))", "c.viewDidDisappear(\(flag))",
        "a.viewDidAppear(\(flag))", "c.didMove(toParent: nil)", "b.didMove(toParent: nil)",
      ])
    #expect(h.log.drain() == ["willShow a", "didLeave c popTo", "didLeave b popTo", "didShow a"])
    #expect(h.nav.stack.map(\.traceName) == ["a"])
    #expect(tracker.live == 0)
  }

  @Test func popToRootIsPopToTheBottom() {
    let h = NavigationHarness()
    h.nav.push(Probe("b"), animated: false)
    h.nav.push(Probe("c"), animated: false)
    _ = h.log.drain()
    h.nav.popToRoot(animated: false)
    #expect(h.nav.stack.map(\.traceName) == ["a"])
    #expect(h.log.drain() == ["willShow a", "didLeave c popTo", "didLeave b popTo", "didShow a"])
  }

  @Test(arguments: [false, true]) func setStackSendsContainmentToEveryoneAndAppearanceToTheTops(
    animated: Bool
  ) {
    let h = NavigationHarness()
    let b = Probe("b")
    h.nav.push(b, animated: false)
    _ = h.traces()
    _ = h.log.drain()
    h.nav.setStack([Probe("x"), Probe("y"), b, Probe("z")], animated: animated)
    h.window.runUntilIdle()
    let flag = "\(animated)"
    #expect(
      h.traces() == [
        "a.willMove(toParent: nil)", "x.willMove(toParent: nav)", "y.willMove(toParent: nav)",
        "z.willMove(toParent: nav)", "z.viewDidLoad", "b.viewWillDisappear(\(flag))",
        "z.viewWillAppear(\(flag))", "z.viewIsAppearing(\(flag))", "b.viewDidDisappear(\(flag))",
        "z.viewDidAppear(\(flag))", "a.didMove(toParent: nil)", "x.didMove(toParent: nav)",
        "y.didMove(toParent: nav)", "z.didMove(toParent: nav)",
      ])
    #expect(h.nav.stack.map(\.traceName) == ["x", "y", "b", "z"])
    #expect(h.log.drain() == ["willShow z", "didLeave b push", "didLeave a setStack", "didShow z"])
    #expect(h.checker.violations.isEmpty)
  }

  @Test func setStackKeepingTheTopSendsNoAppearanceCallback() {
    let h = NavigationHarness()
    h.nav.setStack([Probe("x"), h.a], animated: false)
    #expect(h.traces() == ["x.willMove(toParent: nav)", "x.didMove(toParent: nav)"])
  }

  @Test func pushBeforeTheViewLoadsPlacesTheTopAtLoad() {
    let window = Window()
    AuditGuard.watch(window)
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    window.addObserver(recorder)
    let nav = NavigationContainer(root: Probe("a"), traceName: "nav")
    nav.push(Probe("b"), animated: true)
    #expect(nav.stack.map(\.traceName) == ["a", "b"] && !nav.isViewLoaded)
    window.rootComponent = nav
    window.makeKeyAndVisible()
    #expect(nav.topComponent?.appearanceState == .appeared)
    #expect(nav.stack[0].appearanceState == .disappeared)
    #expect(nav.view.subviews.count == 1)
  }

  @Test func theBackButtonPopsAnimatedWithItsOwnReason() {
    let h = NavigationHarness()
    h.nav.push(Probe("b"), animated: false)
    _ = h.log.drain()
    h.nav.tapBackButton()
    #expect(h.nav.isTransitionInFlight)
    h.window.runUntilIdle()
    #expect(h.log.drain() == ["willShow a", "didLeave b backButton", "didShow a"])
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

}
