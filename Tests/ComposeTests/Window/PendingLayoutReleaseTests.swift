import Compose
import ComposeTestFixtures
import Testing

/// Contract §1.5 and §7: a window whose layout is still pending (marked, waiting for the end of
/// the turn) is released with its tree when nothing refers to it any more. Nothing the engine
/// keeps for a later layout holds the window.
@Suite struct PendingLayoutReleaseTests {
  @Test func aWindowMarkedForLayoutIsReleasedWithItsTree() {
    let tracker = LifetimeTracker()
    weak var weakWindow: Window?
    do {
      let window = Window()
      window.rootComponent = Probe("root", tracker: tracker)
      window.makeKeyAndVisible()
      window.setNeedsLayout()
      weakWindow = window
    }
    #expect(weakWindow == nil, "a layout waiting for the next turn keeps the window alive")
    #expect(tracker.live == 0)
  }

  @Test func aWindowWhoseFrameChangedIsReleasedWithItsTree() {
    let tracker = LifetimeTracker()
    weak var weakWindow: Window?
    do {
      let window = Window()
      window.rootComponent = Probe("root", tracker: tracker)
      window.makeKeyAndVisible()
      window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
      weakWindow = window
    }
    #expect(weakWindow == nil)
    #expect(tracker.live == 0)
  }

  /// The mark is still honoured while the window lives: the next step of the clock lays it out.
  @Test func aMarkedWindowIsStillLaidOutAtTheNextStepOfTheClock() {
    let window = Window()
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let recorder = LifecycleRecorder(recordsLayout: true)
    window.addObserver(recorder)
    root.view.setNeedsLayout()
    window.setNeedsLayout()
    window.advance(by: .zero)
    #expect(recorder.traces.contains("root.viewDidLayoutSubviews"))
  }
}
