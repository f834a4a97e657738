import Compose
import ComposeTestFixtures
import Testing

/// The window's root and clock changed from inside hooks (docs: Reentrancy.md).
@Suite struct WindowReentrancyTests {
  /// A hook that makes `next` the root of `window` the first time it runs.
  private func settingTheRoot(of window: Window, to next: Component) -> (Probe) -> Void {
    once { [weak window] _ in window?.rootComponent = next }
  }

  @Test func changingTheRootFromTheRootsViewWillAppearReplacesItAtOnce() {
    expectNoLeaks { tracker in
      let c = CheckedHarness(visible: false)
      let next = Probe("next", tracker: tracker)
      c.h.root.onWillAppear = settingTheRoot(of: c.h.window, to: next)
      c.h.window.makeKeyAndVisible()
      // The old root's appearance is cancelled (no viewIsAppearing), then the new root appears.
      expectLines(
        c.h.callbacks(),
        [
          "root.viewWillAppear(false)",
          "root.viewWillDisappear(false)",
          "root.viewDidDisappear(false)",
        ] + ExpectedTrace.newRootAppearing("next"))
      #expect(c.h.window.rootComponent === next && c.h.root.appearanceState == .disappeared)
      c.expectSettled()
    }
  }

  @Test func changingTheRootFromTheOldRootsViewWillDisappearLetsTheLaterRequestWin() {
    expectNoLeaks { tracker in
      let c = CheckedHarness()
      let second = Probe("second", tracker: tracker)
      let third = Probe("third", tracker: tracker)
      c.h.root.onWillDisappear = settingTheRoot(of: c.h.window, to: third)
      c.h.window.rootComponent = second
      // The hook's request runs at once, nested; the outer request is applied after it and wins.
      expectLines(
        c.h.callbacks(),
        ["root.viewWillDisappear(false)"] + ExpectedTrace.newRootAppearing("third") + [
          "root.viewDidDisappear(false)",
          "third.viewWillDisappear(false)",
          "third.viewDidDisappear(false)",
        ] + ExpectedTrace.newRootAppearing("second"))
      #expect(c.h.window.rootComponent === second)
      c.expectSettled()
    }
  }

  @Test func changingTheRootFromAChildsViewDidAppearIsBalanced() {
    expectNoLeaks { tracker in
      let c = CheckedHarness()
      let next = Probe("next", tracker: tracker)
      let child = Probe("child", tracker: tracker)
      child.onDidAppear = settingTheRoot(of: c.h.window, to: next)
      c.h.root.embed(child)
      expectLines(
        c.h.callbacks(),
        [
          "child.willMove(toParent: root)",
          "child.viewDidLoad",
          "child.viewWillAppear(false)",
          "child.viewIsAppearing(false)",
          "child.viewDidAppear(false)",
          "root.viewWillDisappear(false)",
          "child.viewWillDisappear(false)",
          "root.viewDidDisappear(false)",
          "child.viewDidDisappear(false)",
        ] + ExpectedTrace.newRootAppearing("next"))
      #expect(c.h.window.rootComponent === next)
      c.expectSettled()
    }
  }

  @Test func advancingTheClockFromViewWillAppearMovesTimeBeforeTheAnimationIsScheduled() {
    expectNoLeaks { tracker in
      let h = NavigationHarness(tracker: tracker)
      let b = Probe("b", tracker: tracker)
      b.onWillAppear = once { [weak window = h.window] _ in window?.advance(by: .seconds(1)) }
      h.nav.push(b, animated: true)
      #expect(h.window.now == .seconds(1) && h.nav.isTransitionInFlight)
      h.window.advance(by: .milliseconds(349))
      #expect(b.appearanceState == .appearing)
      h.window.advance(by: .milliseconds(1))
      expectLines(h.traces(), ExpectedTrace.push("b", over: "a", animated: true))
      h.expectSettled()
    }
  }

  @Test func advancingTheClockFromAHookRunByTheClockRunsTheActionsDueNested() {
    expectNoLeaks { tracker in
      let h = NavigationHarness(tracker: tracker)
      let b = Probe("b", tracker: tracker)
      let c = Probe("c", tracker: tracker)
      b.onDidAppear = once { [weak window = h.window] _ in
        window?.advance(by: .milliseconds(500))
      }
      h.nav.push(b, animated: true)
      h.nav.push(c, animated: true)
      h.window.advance(by: .milliseconds(350))
      // b.viewDidAppear runs inside the outer advance, before b's push completes: the nested
      // advance finds nothing due (c's push still waits) and only moves the clock to 850 ms; c's
      // push then starts at 850 ms and ends at 1,200 ms, past the outer advance's target.
      expectLines(
        h.traces(),
        ExpectedTrace.push("b", over: "a", animated: true)
          + ExpectedTrace.pushStart("c", over: "b", animated: true))
      #expect(h.window.now == .milliseconds(850) && c.appearanceState == .appearing)
      h.window.advance(by: .milliseconds(350))
      #expect(c.appearanceState == .appeared)
      h.expectSettled()
    }
  }
}
