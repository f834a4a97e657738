import Compose
import Testing

/// The window's root and clock changed from inside hooks (docs: Reentrancy.md).
@Suite struct WindowReentrancyTests {
  @Test func changingTheRootFromTheRootsViewWillAppearReplacesItAtOnce() {
    let tracker = LifetimeTracker()
    do {
      let c = CheckedHarness(visible: false)
      let next = Probe("next", tracker: tracker)
      c.h.root.onWillAppear = once { [weak window = c.h.window] _ in
        window?.rootComponent = next
      }
      c.h.window.makeKeyAndVisible()
      // The old root's appearance is cancelled (no viewIsAppearing), then the new root appears.
      expectLines(
        c.h.callbacks(),
        [
          "root.viewWillAppear(false)",
          "root.viewWillDisappear(false)",
          "root.viewDidDisappear(false)",
          "next.viewDidLoad",
          "next.viewWillAppear(false)",
          "next.viewIsAppearing(false)",
          "next.viewDidAppear(false)",
        ])
      #expect(c.h.window.rootComponent === next && c.h.root.appearanceState == .disappeared)
      expectSettled(c.h.window, c.checker)
    }
    #expect(tracker.live == 0)
  }

  @Test func changingTheRootFromTheOldRootsViewWillDisappearLetsTheLaterRequestWin() {
    let tracker = LifetimeTracker()
    do {
      let c = CheckedHarness()
      let second = Probe("second", tracker: tracker)
      let third = Probe("third", tracker: tracker)
      c.h.root.onWillDisappear = once { [weak window = c.h.window] _ in
        window?.rootComponent = third
      }
      c.h.window.rootComponent = second
      // The hook's request runs at once, nested; the outer request is applied after it and wins.
      expectLines(
        c.h.callbacks(),
        [
          "root.viewWillDisappear(false)",
          "third.viewDidLoad",
          "third.viewWillAppear(false)",
          "third.viewIsAppearing(false)",
          "third.viewDidAppear(false)",
          "root.viewDidDisappear(false)",
          "third.viewWillDisappear(false)",
          "third.viewDidDisappear(false)",
          "second.viewDidLoad",
          "second.viewWillAppear(false)",
          "second.viewIsAppearing(false)",
          "second.viewDidAppear(false)",
        ])
      #expect(c.h.window.rootComponent === second)
      expectSettled(c.h.window, c.checker)
    }
    #expect(tracker.live == 0)
  }

  @Test func changingTheRootFromAChildsViewDidAppearIsBalanced() {
    let tracker = LifetimeTracker()
    do {
      let c = CheckedHarness()
      let next = Probe("next", tracker: tracker)
      let child = Probe("child", tracker: tracker)
      child.onDidAppear = once { [weak window = c.h.window] _ in window?.rootComponent = next }
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
          "next.viewDidLoad",
          "next.viewWillAppear(false)",
          "next.viewIsAppearing(false)",
          "next.viewDidAppear(false)",
        ])
      #expect(c.h.window.rootComponent === next)
      expectSettled(c.h.window, c.checker)
    }
    #expect(tracker.live == 0)
  }

  @Test func advancingTheClockFromViewWillAppearMovesTimeBeforeTheAnimationIsScheduled() {
    let tracker = LifetimeTracker()
    do {
      let h = NavigationHarness(tracker: tracker)
      let b = Probe("b", tracker: tracker)
      b.onWillAppear = once { [weak window = h.window] _ in window?.advance(by: .seconds(1)) }
      h.nav.push(b, animated: true)
      #expect(h.window.now == .seconds(1) && h.nav.isTransitioning)
      h.window.advance(by: .milliseconds(349))
      #expect(b.appearanceState == .appearing)
      h.window.advance(by: .milliseconds(1))
      expectLines(
        h.traces(),
        [
          "b.willMove(toParent: nav)",
          "b.viewDidLoad",
          "a.viewWillDisappear(true)",
          "b.viewWillAppear(true)",
          "b.viewIsAppearing(true)",
          "a.viewDidDisappear(true)",
          "b.viewDidAppear(true)",
          "b.didMove(toParent: nav)",
        ])
      expectSettled(h.window, h.checker)
    }
    #expect(tracker.live == 0)
  }

  @Test func advancingTheClockFromAHookRunByTheClockRunsTheActionsDueNested() {
    let tracker = LifetimeTracker()
    do {
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
        [
          "b.willMove(toParent: nav)",
          "b.viewDidLoad",
          "a.viewWillDisappear(true)",
          "b.viewWillAppear(true)",
          "b.viewIsAppearing(true)",
          "a.viewDidDisappear(true)",
          "b.viewDidAppear(true)",
          "b.didMove(toParent: nav)",
          "c.willMove(toParent: nav)",
          "c.viewDidLoad",
          "b.viewWillDisappear(true)",
          "c.viewWillAppear(true)",
          "c.viewIsAppearing(true)",
        ])
      #expect(h.window.now == .milliseconds(850) && c.appearanceState == .appearing)
      h.window.advance(by: .milliseconds(350))
      #expect(c.appearanceState == .appeared)
      expectSettled(h.window, h.checker)
    }
    #expect(tracker.live == 0)
  }
}
