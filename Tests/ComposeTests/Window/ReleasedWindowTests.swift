import Compose
import ComposeTestFixtures
import Testing

/// A window released while its tree lives on: found by the multi-window world's random steps.
@Suite struct ReleasedWindowTests {
  /// A root that outlives its released window disappears (contract §3: no longer in a visible
  /// window); every observer that saw it appear must see that disappearance, as it does for a
  /// component removed from its parent or surviving its parent's release.
  @Test func aRootOutlivingItsReleasedWindowDisappearsInFrontOfTheWindowsObservers() {
    let checker = BalanceChecker()
    let recorder = LifecycleRecorder()
    let root = Probe("root")
    let child = Probe("child")
    do {
      let window = Window(traceName: "w")
      window.addObserver(checker)
      window.addObserver(recorder)
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.embed(child)
      recorder.reset()
    }
    #expect(root.appearanceState == .disappeared && child.appearanceState == .disappeared)
    #expect(
      recorder.traces.filter { $0.contains("Disappear") } == [
        "root.viewWillDisappear(false)", "child.viewWillDisappear(false)",
        "root.viewDidDisappear(false)", "child.viewDidDisappear(false)",
      ], "the window's observers saw: \(recorder.traces)")
    #expect(checker.states.values.allSatisfy { $0 == .disappeared }, "\(checker.states)")
  }
}
