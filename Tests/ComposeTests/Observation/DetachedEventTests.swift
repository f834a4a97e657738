import Compose
import ComposeTestFixtures
import Testing

/// A tree built before it enters a window has its events seen by that window's observers when it
/// enters, in the order they happened (UIKit prints them as they happen; contract §4: nothing is
/// left out of a trace).
@Suite @MainActor struct DetachedEventTests {
  /// A window with a recorder and nothing in it yet.
  private func observedWindow() -> (Window, LifecycleRecorder) {
    let window = Window(traceName: "test")
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    return (window, recorder)
  }

  @Test func aNavigationContainerMadeBeforeItsWindowHasItsRootsContainmentInTheTrace() {
    let screen = Probe("screen")
    let navigation = NavigationContainer(root: screen, traceName: "navigation")
    let (window, recorder) = observedWindow()
    window.rootComponent = navigation
    window.makeKeyAndVisible()
    let traces = recorder.traces.filter { !$0.hasSuffix("loadView") }
    // The root was pushed when the container was made: its willMove comes first, before
    // anything the window's showing does; its didMove follows its first viewDidAppear (contract
    // §5), and both reach the window's observers.
    #expect(traces.first == "screen.willMove(toParent: navigation)", "\(traces)")
    #expect(
      traces.suffix(2) == ["screen.viewDidAppear(false)", "screen.didMove(toParent: navigation)"],
      "\(traces)")
    #expect(traces.filter { $0 == "screen.willMove(toParent: navigation)" }.count == 1)
  }

  @Test func eventsOfSeveralDetachedComponentsKeepTheOrderTheyHappenedIn() {
    let parent = Probe("parent")
    let child = Probe("child")
    _ = child.view  // child.viewDidLoad first
    parent.addChild(child)  // then child.willMove(toParent: parent)
    _ = parent.view  // then parent.viewDidLoad
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let (window, recorder) = observedWindow()
    window.rootComponent = parent
    let traces = recorder.traces.filter {
      !$0.hasSuffix("loadView") && !$0.contains("viewAdded") && !$0.contains("viewRemoved")
    }
    #expect(
      traces == [
        "child.viewDidLoad", "child.willMove(toParent: parent)", "parent.viewDidLoad",
        "child.didMove(toParent: parent)",
      ])
  }

  @Test func aChildJoiningAnObservedParentBringsItsEarlierEventsBeforeItsWillMove() {
    let (window, recorder) = observedWindow()
    let root = Probe("root")
    window.rootComponent = root
    window.makeKeyAndVisible()
    let child = Probe("child")
    _ = child.view
    recorder.reset()
    root.embed(child)
    let traces = recorder.traces.filter {
      !$0.hasSuffix("loadView") && !$0.contains("viewAdded") && !$0.contains("viewRemoved")
    }
    #expect(
      Array(traces.prefix(2)) == ["child.viewDidLoad", "child.willMove(toParent: root)"],
      "\(traces)")
  }

  @Test func eventsKeptOutsideWindowsAreDeliveredOnce() {
    let parent = Probe("parent")
    parent.addChild(Probe("child"))
    let (first, firstRecorder) = observedWindow()
    first.rootComponent = parent
    #expect(firstRecorder.traces.contains("child.willMove(toParent: parent)"))
    first.rootComponent = nil
    let (second, secondRecorder) = observedWindow()
    second.rootComponent = parent
    #expect(!secondRecorder.traces.contains("child.willMove(toParent: parent)"))
  }

  @Test func anUnobservedWindowDropsWhatATreeKeptOutsideWindows() {
    let parent = Probe("parent")
    parent.addChild(Probe("child"))
    let unobserved = Window(traceName: "unobserved")
    unobserved.rootComponent = parent
    unobserved.rootComponent = nil
    let (window, recorder) = observedWindow()
    window.rootComponent = parent
    #expect(!recorder.traces.contains("child.willMove(toParent: parent)"), "\(recorder.traces)")
  }

  @Test func aComponentOutsideEveryWindowKeepsABoundedLog() {
    let lone = Probe("lone")
    // The unit-test idiom outside any window delivers its callbacks (contract §3): each round is
    // four events, far more than a component keeps while in no window.
    for _ in 0..<1000 {
      lone.beginAppearanceTransition(true, animated: false)
      lone.endAppearanceTransition()
      lone.beginAppearanceTransition(false, animated: false)
      lone.endAppearanceTransition()
    }
    let (window, recorder) = observedWindow()
    window.rootComponent = lone
    let kept = recorder.traces.filter {
      $0.hasPrefix("lone.viewDid") || $0.hasPrefix("lone.viewWill")
    }
    #expect(kept.count > 0)
    #expect(kept.count <= 64, "\(kept.count) events kept")
    // The latest are kept: the last one is the last disappearance.
    #expect(kept.last == "lone.viewDidDisappear(false)")
  }

  @Test func whatAChildKeptDoesNotKeepItsFormerParentAlive() {
    let tracker = LifetimeTracker()
    let child = Probe("child")
    do {
      let parent = Probe("parent", tracker: tracker)
      parent.addChild(child)
      child.didMove(toParent: parent)
      child.willMove(toParent: nil)
      child.removeFromParent()
    }
    #expect(tracker.live == 0)
    // The events that named the parent are still delivered, with the name it had.
    let (window, recorder) = observedWindow()
    window.rootComponent = child
    #expect(recorder.traces.contains("child.willMove(toParent: parent)"), "\(recorder.traces)")
  }
}
