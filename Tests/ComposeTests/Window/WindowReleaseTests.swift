import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// Releasing a window: its pending work, its tree's appearance, and containers that moved between
/// windows (contract §3, §7).
@Suite struct WindowReleaseTests {
  // the clock lives in the WindowContext, which every component holds strongly, and
  // keeps pending actions (and the user's completion) strongly. The pattern documented on
  // transition(from:to:...) (a completion that uses the container) then forms the cycle
  // root -> context -> clock -> completion -> root: releasing the window mid-animation leaks the
  // whole tree. Contract §1.5: Compose keeps no hidden strong reference.
  @Test func aReleasedWindowDropsPendingWorkThatCapturesItsContainer() {
    let tracker = LifetimeTracker()
    weak var weakWindow: Window?
    do {
      let root = Probe("root", tracker: tracker)
      let h = LifecycleHarness(root: root)
      let window = h.window
      let old = Probe("old", tracker: tracker)
      let new = Probe("new", tracker: tracker)
      root.embed(old)
      root.swapChildren(from: old, to: new, duration: .milliseconds(250))
      weakWindow = window
    }
    #expect(weakWindow == nil)
    #expect(tracker.live == 0, "a released window must not leave its tree alive")
  }

  // Window.deinit makes the root disappear only when someone else still holds the root. If the root
  // dies with the window, a descendant held by user code survives with `parent == nil`, its view in
  // no window, and `appearanceState == .appeared` (and still holding the dead window's context and
  // observers). Contract §3: not visible, so it must have disappeared.
  @Test func aDescendantThatOutlivesItsWindowAndRootHasDisappeared() {
    let child = Probe("child")
    let recorder = LifecycleRecorder()
    do {
      let window = Window()
      window.addObserver(recorder)
      let root = Component(traceName: "root")
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.embed(child)
      #expect(child.appearanceState == .appeared)
    }
    #expect(child.parent == nil && child.view.window == nil)
    #expect(
      child.appearanceState == .disappeared,
      "no parent, no window, and still \(child.appearanceState)")
  }

  // WindowContext.track(_:) marks a queue `isTracked` forever. A container whose queue was first
  // used in window A and that moves to window B is not tracked by B, so when B is released
  // mid-animation B's tearDown drops the clock action but not the queued transition; the queued
  // transition's completion (the documented pattern: it uses the container) keeps the container
  // alive through container -> queue -> operation -> completion -> container. Contract §1.5.
  @Test func aContainerThatChangedWindowsIsReleasedWithItsSecondWindow() {
    let tracker = LifetimeTracker()
    // Stays alive: it is not the one that should keep anything.
    let first = Window(traceName: "first")
    let firstRoot = Component(traceName: "firstRoot")
    first.rootComponent = firstRoot
    weak var weakContainer: Probe?
    do {
      let container = Probe("container", tracker: tracker)
      let a = Probe("a", tracker: tracker)
      let b = Probe("b", tracker: tracker)
      firstRoot.embed(container)
      container.embed(a)
      container.addChild(b)
      container.transition(from: a, to: b, duration: .zero)  // the queue is tracked by `first`
      container.unembed()

      let second = Window(traceName: "second")
      let secondRoot = Component(traceName: "secondRoot")
      second.rootComponent = secondRoot
      second.makeKeyAndVisible()
      secondRoot.embed(container)
      container.transition(from: b, to: a, duration: .seconds(1))  // in flight
      container.transition(
        from: a, to: b, duration: .seconds(1),
        completion: { _ in container.traceName = "done" })  // queued, captures the container
      weakContainer = container
    }
    #expect(weakContainer == nil, "the released second window left a cycle through its queue")
    #expect(tracker.live == 0)
    _ = first
  }

  /// Pins: a released window stranded `from` of an animated transition and blocked the queue.
  @Test func releasingTheWindowMidTransitionLeavesNothingDisappearingForever() {
    let root = Probe("root")
    let k = Probe("k")
    let a = Probe("a")
    let b = Probe("b")
    do {
      let window = Window()
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.embed(k)
      k.embed(a)
      k.addChild(b)
      k.transition(from: a, to: b, duration: .seconds(1))
      #expect(a.appearanceState == .disappearing)
    }
    #expect(root.appearanceState == .disappeared)
    #expect(
      !a.appearanceState.isTransitioning && !b.appearanceState.isTransitioning,
      "after the window's release a is \(a.appearanceState), b is \(b.appearanceState)")
    // The container now lives on in another window, but its queue is still "in flight".
    let second = Window(traceName: "second")
    second.rootComponent = root
    second.makeKeyAndVisible()
    var ran = false
    k.transition(from: a, to: b, duration: .zero, completion: { _ in ran = true })
    second.runUntilIdle()
    #expect(ran || !k.isTransitionInFlight, "k's queue is stuck behind a dropped clock action")
  }
}
