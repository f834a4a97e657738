import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// Contract §1.5 and the standards: weak back-references, no hidden strong reference, no cycle
/// through closures kept by the engine.
@Suite struct LeakTests {
  @Test func releasingTheWindowReleasesTheWholeTree() {
    let tracker = LifetimeTracker()
    weak var weakWindow: Window?
    do {
      let window = Window()
      let recorder = LifecycleRecorder()
      window.addObserver(recorder)
      let root = Probe("root", tracker: tracker)
      window.rootComponent = root
      window.makeKeyAndVisible()
      for index in 0..<5 {
        let child = Probe("child\(index)", tracker: tracker)
        root.embed(child)
        child.embed(Probe("grandchild\(index)", tracker: tracker))
      }
      weakWindow = window
      #expect(tracker.live == 11)
    }
    #expect(weakWindow == nil)
    #expect(tracker.live == 0)
  }

  @Test func aPendingAnimatedTransitionDoesNotKeepAnythingAlive() {
    let tracker = LifetimeTracker()
    weak var weakWindow: Window?
    do {
      let root = Probe("root", tracker: tracker)
      let h = LifecycleHarness(root: root)
      h.expect(diagnostic: .transitionInFlight)  // the refused interactive transition
      let window = h.window
      let a = Probe("a", tracker: tracker)
      let b = Probe("b", tracker: tracker)
      let c = Probe("c", tracker: tracker)
      root.embed(a)
      root.addChild(b)
      root.addChild(c)
      root.transition(from: a, to: b, duration: .seconds(1))
      root.transition(from: b, to: c, duration: .seconds(1))  // queued
      _ = root.beginInteractiveTransition(from: a, to: c)  // refused: in flight
      #expect(window.hasScheduledWork && root.isTransitionInFlight)
      weakWindow = window
    }
    #expect(weakWindow == nil)
    #expect(tracker.live == 0, "clock actions and queued transitions hold components weakly")
  }

  /// Contract §1.5: an animated transition that ended keeps neither component (its swap, captured
  /// by the clock while it ran, is gone with the clock's action).
  @Test func aFinishedTransitionKeepsNeitherComponentAlive() {
    let tracker = LifetimeTracker()
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    do {
      let root = root
      let a = Probe("a", tracker: tracker)
      let b = Probe("b", tracker: tracker)
      root.embed(a)
      root.swapChildren(from: a, to: b, duration: .seconds(1))
      h.window.runUntilIdle()
      #expect(!h.window.hasScheduledWork && b.appearanceState == .appeared && a.parent == nil)
      b.unembed()
    }
    #expect(tracker.live == 0)
  }

  @Test func anAbandonedInteractiveTransitionDoesNotKeepAnythingAlive() {
    let tracker = LifetimeTracker()
    weak var weakInteraction: InteractiveTransition?
    do {
      let root = Probe("root", tracker: tracker)
      let h = LifecycleHarness(root: root)
      let a = Probe("a", tracker: tracker)
      let b = Probe("b", tracker: tracker)
      root.embed(a)
      root.addChild(b)
      let interaction = root.beginInteractiveTransition(from: a, to: b)
      interaction?.update(0.5)
      weakInteraction = interaction
      h.finish()
    }
    #expect(weakInteraction == nil)
    #expect(tracker.live == 0)
  }

  @Test func componentsMovedBetweenParentsAndRemovedAreReleased() {
    let tracker = LifetimeTracker()
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let left = Probe("left")
    let right = Probe("right")
    root.embed(left)
    root.embed(right)
    do {
      let moving = Probe("moving", tracker: tracker)
      left.embed(moving)
      moving.willMove(toParent: nil)
      moving.view.removeFromSuperview()
      right.addChild(moving)
      right.view.addSubview(moving.view)
      moving.didMove(toParent: right)
      #expect(moving.appearanceState == .appeared)
    }
    #expect(tracker.live == 1)
    right.children.first?.unembed()
    #expect(tracker.live == 0)
    h.finish()
  }

  @Test func viewsOfReleasedComponentsAreReleased() {
    weak var weakView: View?
    do {
      let component = Component(traceName: "c")
      let subview = View(traceName: "sub")
      component.view.addSubview(subview)
      weakView = subview
    }
    #expect(weakView == nil)
  }
}
