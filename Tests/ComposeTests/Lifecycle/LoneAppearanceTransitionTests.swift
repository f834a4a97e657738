import Compose
import Testing

/// Contract §3: `beginAppearanceTransition` / `endAppearanceTransition` on a component with no
/// parent and in no window deliver the callbacks, as UIKit does; iOS unit tests use exactly this
/// (`vc.beginAppearanceTransition(true, animated: false); vc.endAppearanceTransition()`).
@Suite struct LoneAppearanceTransitionTests {
  /// A lone component that logs its appearance hooks (no window: no observer sees them).
  final class Screen: Component {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear(\(animated))") }
    override func viewIsAppearing(_ animated: Bool) { log.append("viewIsAppearing(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) {
      log.append("viewWillDisappear(\(animated))")
    }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear(\(animated))") }
  }

  @Test func theUnitTestIdiomRunsViewWillAppearThenViewDidAppearOnALoneComponent() {
    let screen = Screen()
    #expect(screen.beginAppearanceTransition(true, animated: false) == nil)
    #expect(screen.appearanceState == .appearing)
    #expect(screen.endAppearanceTransition() == nil)
    #expect(screen.appearanceState == .appeared)
    #expect(
      screen.log == ["viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)"])
  }

  @Test func anAppearedLoneComponentDisappearsByHand() {
    let screen = Screen()
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    screen.log.removeAll()
    #expect(screen.beginAppearanceTransition(false, animated: true) == nil)
    #expect(screen.endAppearanceTransition() == nil)
    #expect(screen.log == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
    #expect(screen.appearanceState == .disappeared)
  }

  @Test func aSecondBeginReversesTheTransitionInFlight() {
    let screen = Screen()
    screen.beginAppearanceTransition(true, animated: false)
    #expect(screen.beginAppearanceTransition(false, animated: false) == nil)
    screen.endAppearanceTransition()
    #expect(
      screen.log == [
        "viewWillAppear(false)", "viewIsAppearing(false)", "viewWillDisappear(false)",
        "viewDidDisappear(false)",
      ])
    #expect(screen.appearanceState == .disappeared)
  }

  @Test func beginningTheStateAlreadyReachedIsRefused() {
    let screen = Screen()
    let diagnostic = screen.beginAppearanceTransition(false, animated: false)
    #expect(diagnostic?.code == .redundantAppearanceTransition)
    #expect(screen.log.isEmpty)
  }

  @Test func aComponentInAWindowIsStillDrivenByItsPlacement() {
    let window = Window()
    let root = Screen()
    window.rootComponent = root
    window.makeKeyAndVisible()
    #expect(
      root.beginAppearanceTransition(false, animated: false)?.code == .appearanceDrivenAutomatically
    )
    let child = Screen()
    root.embed(child)
    #expect(
      child.beginAppearanceTransition(false, animated: false)?.code
        == .appearanceDrivenAutomatically)
  }

  @Test func aLoneComponentAppearedByHandFollowsItsPlacementOnceAdded() {
    let screen = Screen()
    screen.beginAppearanceTransition(true, animated: false)
    screen.endAppearanceTransition()
    let window = Window()
    let root = Component()
    window.rootComponent = root
    window.makeKeyAndVisible()
    root.addChild(screen)
    root.view.addSubview(screen.view)
    screen.didMove(toParent: root)
    #expect(screen.appearanceState == .appeared)
    screen.log.removeAll()
    screen.willMove(toParent: nil)
    screen.view.removeFromSuperview()
    screen.removeFromParent()
    #expect(screen.log == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
  }

  /// A component appeared by hand while alone, whose child a window then takes as its root: the
  /// component is still alone (driven by hand, contract §3), so the checks that the window's
  /// operation runs on it (the child's old parent) find nothing to report.
  @Test func aComponentAppearedByHandWhileAloneBreaksNoInvariantWhenAWindowTakesItsChild() {
    let parent = Screen()
    let child = Screen()
    parent.embed(child)
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    #expect(child.appearanceState == .appeared)  // it follows its parent
    let window = Window()
    window.assertsOnInvariantViolation = false
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    window.makeKeyAndVisible()
    window.rootComponent = child
    #expect(recorder.drainDiagnostics().filter { $0.code == .invariantViolation }.isEmpty)
    #expect(window.invariantViolations().isEmpty)
    #expect(parent.appearanceState == .appeared)
    #expect(child.appearanceState == .appeared)
  }
}
