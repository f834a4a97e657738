import Compose
import ComposeTestFixtures
import Testing

/// Contract §3, §4 and §7: a released window takes what it presents down with it, as it does its
/// root: every presented component that outlives the window (user code holds it) disappears with
/// balanced callbacks and is no longer presented, so that nothing is left appeared in a window
/// that is gone, and what runs in it afterwards runs outside any window, on no dead clock.
@Suite struct ReleasedWindowPresentationTests {
  @Test(arguments: [PresentationStyle.automatic, .fullScreen, .overFullScreen])
  func aPresentedComponentOutlivingItsWindowDisappearsWithBalancedCallbacks(
    style: PresentationStyle
  ) {
    let presented = Probe("presented")
    let checker = BalanceChecker()
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    do {
      let window = Window()
      window.addObserver(recorder)
      window.addObserver(checker)
      let root = Probe("root")
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.present(presented, animated: false, style: style)
      #expect(presented.appearanceState == .appeared)
      recorder.reset()
    }
    #expect(presented.appearanceState == .disappeared)
    #expect(presented.presentingComponent == nil)
    #expect(presented.view.window == nil)
    let traces = recorder.traces.filter { $0.hasPrefix("presented.") }
    #expect(traces == ["presented.viewWillDisappear(false)", "presented.viewDidDisappear(false)"])
    #expect(checker.violations.isEmpty)
  }

  /// A navigation container presented in a window that is released: a push in it afterwards runs
  /// outside any window and completes (nothing waits on the dead window's clock).
  @Test func aPushInAPresentedContainerAfterItsWindowIsReleasedCompletes() {
    let tracker = LifetimeTracker()
    let nav = NavigationContainer(root: Probe("a", tracker: tracker), traceName: "nav")
    do {
      let window = Window()
      let root = Probe("root")
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.present(nav, animated: false)
    }
    let b = Probe("b", tracker: tracker)
    nav.push(b, animated: true)
    #expect(!nav.isTransitionInFlight, "the push waits on a clock nothing advances")
    #expect(nav.stack.map(\.traceName) == ["a", "b"])
    #expect(b.appearanceState == .disappeared && !b.isMovingToParent)
  }

  /// The same during an interactive dismissal (a swipe down the window's release interrupts):
  /// the presented component ends up disappeared and no longer presented.
  @Test func aSwipedSheetOutlivingItsWindowDisappears() {
    let sheet = Probe("sheet")
    let checker = BalanceChecker()
    do {
      let window = Window()
      window.addObserver(checker)
      let root = Probe("root")
      window.rootComponent = root
      window.makeKeyAndVisible()
      root.present(sheet, animated: false)
      let swipe = sheet.beginInteractiveDismiss().interaction
      swipe?.update(0.4)
      #expect(sheet.appearanceState == .disappearing)
    }
    #expect(sheet.appearanceState == .disappeared)
    #expect(sheet.presentingComponent == nil)
    #expect(checker.violations.isEmpty)
  }
}
