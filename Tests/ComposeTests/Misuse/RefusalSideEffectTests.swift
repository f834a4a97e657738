import Compose
import Testing

/// Contract §1 and §7: a refused call leaves the tree as it was and runs no hook: every check
/// comes before the first callback, and the diagnostic reaches the observers of the window that
/// was asked.
@Suite struct RefusalSideEffectTests {
  /// The top's view placed inside the view below makes the swipe a cycle: refused before the
  /// top is told it is moving (no `willMove(toParent: nil)` left unanswered).
  @Test func aRefusedSwipeBackSendsNoCallback() {
    let window = Window()
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    let a = Probe("a")
    let nav = NavigationContainer(root: a, traceName: "nav")
    window.rootComponent = nav
    window.makeKeyAndVisible()
    let b = Probe("b")
    nav.push(b, animated: false)
    a.view.addSubview(b.view)  // deliberate: the top's view inside the view below
    window.addObserver(recorder)
    let start = nav.beginInteractivePop()
    #expect(start.interaction == nil)
    #expect(start.diagnostic?.code == .addSubviewCycle)
    #expect(recorder.traces.isEmpty, "a refused swipe ran callbacks: \(recorder.traces)")
    #expect(!b.isMovingFromParent)
    #expect(nav.stack.map(\.traceName) == ["a", "b"])
    #expect(recorder.diagnostics.map(\.code) == [.addSubviewCycle])
  }
}
