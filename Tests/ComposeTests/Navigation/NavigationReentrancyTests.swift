import Compose
import ComposeTestFixtures
import Testing

/// Navigation operations requested from inside hooks (docs: Reentrancy.md): queued behind the
/// operation in flight, run in request order, every invariant kept, nothing leaked.
@Suite struct NavigationReentrancyTests {
  /// Requested from b.viewWillAppear (before b.viewIsAppearing) or from b.viewDidAppear (before
  /// b.didMove), the push of c runs after b's push has completed, with the same trace.
  @Test(arguments: [ProbeHook.viewWillAppear, .viewDidAppear])
  func aPushFromAnAppearanceHookRunsAfterThePushThatShowedIt(_ hook: ProbeHook) {
    expectNoLeaks { tracker in
      let h = NavigationHarness(tracker: tracker)
      let b = Probe("b", tracker: tracker)
      let c = Probe("c", tracker: tracker)
      hook.install(on: b, once { [weak nav = h.nav] _ in nav?.push(c, animated: false) })
      h.nav.push(b, animated: false)
      // b's push completes (didMove, didShow) before c's starts.
      expectLines(
        h.traces(),
        ExpectedTrace.push("b", over: "a", animated: false)
          + ExpectedTrace.push("c", over: "b", animated: false))
      expectLines(
        h.log.drain(),
        [
          "willShow b", "didLeave a push", "didShow b", "willShow c", "didLeave b push",
          "didShow c",
        ])
      #expect(h.nav.stack.map(\.traceName) == ["a", "b", "c"])
      h.expectSettled()
    }
  }

  @Test func anAnimatedPushFromViewDidAppearStartsWhenThePushCompletes() {
    expectNoLeaks { tracker in
      let h = NavigationHarness(tracker: tracker)
      let b = Probe("b", tracker: tracker)
      let c = Probe("c", tracker: tracker)
      b.onDidAppear = once { [weak nav = h.nav] _ in nav?.push(c, animated: true) }
      h.nav.push(b, animated: true)
      h.window.advance(by: .milliseconds(350))
      expectLines(
        h.traces(),
        ExpectedTrace.push("b", over: "a", animated: true)
          + ExpectedTrace.pushStart("c", over: "b", animated: true))
      #expect(h.nav.isTransitionInFlight && h.nav.stack.map(\.traceName) == ["a", "b", "c"])
      h.window.advance(by: .milliseconds(350))
      expectLines(h.traces(), ExpectedTrace.pushEnd("c", over: "b", animated: true))
      #expect(h.window.now == .milliseconds(700))
      h.expectSettled()
    }
  }

  @Test func aPopDuringAPushAnimationRunsWhenThePushEnds() {
    expectNoLeaks { tracker in
      let h = NavigationHarness(tracker: tracker)
      h.expect(diagnostic: .popLastComponent)
      let b = Probe("b", tracker: tracker)
      b.onIsAppearing = once { [weak nav = h.nav] _ in nav?.pop(animated: true) }
      h.nav.push(b, animated: true)
      h.window.advance(by: .milliseconds(100))
      #expect(h.nav.pop(animated: false) == .queued, "queued as well")
      h.window.advance(by: .milliseconds(250))
      expectLines(
        h.traces(),
        ExpectedTrace.push("b", over: "a", animated: true) + [
          "b.willMove(toParent: nil)",
          "b.viewWillDisappear(true)",
          "a.viewWillAppear(true)",
          "a.viewIsAppearing(true)",
        ])
      h.window.runUntilIdle()
      // The second pop finds a stack of one when its turn comes.
      #expect(h.recorder.diagnostics.map(\.code) == [.popLastComponent])
      expectLines(
        h.traces(),
        ["b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)"])
      expectLines(
        h.log.drain(),
        ["willShow b", "didLeave a push", "didShow b", "willShow a", "didLeave b pop", "didShow a"])
      #expect(h.nav.stack.map(\.traceName) == ["a"])
      h.expectSettled()
    }
  }

  @Test func removingItselfInViewWillDisappearDuringAPushLeavesTheStack() {
    expectNoLeaks { tracker in
      let h = NavigationHarness(tracker: tracker)
      let b = Probe("b", tracker: tracker)
      let c = Probe("c", tracker: tracker)
      h.pushQuietly(b)
      b.onWillDisappear = once { $0.unembed() }
      h.nav.push(c, animated: true)
      h.window.runUntilIdle()
      expectLines(
        h.traces(),
        [
          "c.willMove(toParent: nav)",
          "c.viewDidLoad",
          "b.viewWillDisappear(true)",
          "b.willMove(toParent: nil)",
          "b.didMove(toParent: nil)",
          "c.viewWillAppear(true)",
          "c.viewIsAppearing(true)",
          "b.viewDidDisappear(true)",
          "c.viewDidAppear(true)",
          "c.didMove(toParent: nav)",
        ])
      // Regression: b left the stack by itself and the delegate was never told.
      // willShow follows c's viewWillAppear (contract §5), so after b left in its own
      // viewWillDisappear.
      expectLines(h.log.drain(), ["didLeave b removed", "willShow c", "didShow c"])
      #expect(h.nav.stack.map(\.traceName) == ["a", "c"])
      h.expectSettled()
    }
  }

  @Test func removingItselfInViewWillDisappearDuringItsPopIsBalanced() {
    expectNoLeaks { tracker in
      let h = NavigationHarness(tracker: tracker)
      let b = Probe("b", tracker: tracker)
      h.pushQuietly(b)
      b.onWillDisappear = once { $0.removeFromParent() }
      h.nav.pop(animated: true)
      h.window.runUntilIdle()
      // b's own removal sends its didMove(toParent: nil) early; its disappearance ends with the
      // pop, which reports it once, as popped.
      expectLines(
        h.traces(),
        [
          "b.willMove(toParent: nil)",
          "b.viewWillDisappear(true)",
          "b.didMove(toParent: nil)",
          "a.viewWillAppear(true)",
          "a.viewIsAppearing(true)",
          "b.viewDidDisappear(true)",
          "a.viewDidAppear(true)",
        ])
      expectLines(h.log.drain(), ["willShow a", "didLeave b pop", "didShow a"])
      #expect(h.nav.stack.map(\.traceName) == ["a"])
      h.expectSettled()
    }
  }

  @Test func aStackComponentRemovedDirectlyIsReportedAsRemoved() {
    let h = NavigationHarness()
    h.audit.allowFindings()  // deliberate: the auditor reports it
    let b = Probe("b")
    h.nav.setStack([h.a, b, Probe("c")], animated: false)
    _ = h.log.drain()
    b.removeFromParent()
    expectLines(h.log.drain(), ["didLeave b removed"])
    Component(traceName: "elsewhere").addChild(h.a)
    expectLines(h.log.drain(), ["didLeave a removed"])
    #expect(h.nav.stack.map(\.traceName) == ["c"])
  }

  @Test(arguments: [false, true])
  func aSwipedComponentRemovingItselfIsReportedOnceWhenTheGestureEnds(_ finishing: Bool) {
    expectNoLeaks { tracker in
      let h = NavigationHarness(tracker: tracker)
      let b = Probe("b", tracker: tracker)
      h.pushQuietly(b)
      b.onWillDisappear = once { $0.removeFromParent() }
      let swipe = h.nav.beginInteractivePop().interaction
      #expect(swipe != nil && b.parent == nil)
      expectLines(h.log.drain(), ["willShow a"])
      swipe?.end(finishing: finishing, afterMilliseconds: 100)
      h.window.runUntilIdle()
      expectLines(h.log.drain(), ["didLeave b removed"])
      #expect(h.nav.stack.map(\.traceName) == ["a"])
      h.expectSettled()
    }
  }
}
