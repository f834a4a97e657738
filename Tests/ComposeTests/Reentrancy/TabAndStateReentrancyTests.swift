import Compose
import Testing

/// Tab switches and state changes requested from inside the hooks of the switch or change in
/// flight (docs: Reentrancy.md): queued, run after it.
@Suite struct TabAndStateReentrancyTests {
  @Test func selectingATabFromATabsViewWillAppearSwitchesAgainAfterTheSwitch() {
    let tracker = LifetimeTracker()
    do {
      let window = Window(name: "w")
      AuditGuard.watch(window)
      let checker = BalanceChecker()
      let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
      window.addObserver(checker)
      window.addObserver(recorder)
      let tabs = (0..<3).map { Probe("t\($0)", tracker: tracker) }
      let container = TabContainer(tabs: tabs, name: "tabs")
      window.rootComponent = container
      window.makeKeyAndVisible()
      recorder.reset()
      tabs[1].onWillAppear = once { [weak container] _ in container?.select(2) }
      container.select(1)
      // The switch to t1 completes (t1.viewDidAppear) before the switch to t2 starts.
      expectLines(
        recorder.drain(),
        [
          "t1.viewDidLoad",
          "t1.viewWillAppear(false)",
          "t1.viewIsAppearing(false)",
          "t0.viewWillDisappear(false)",
          "t0.viewDidDisappear(false)",
          "t1.viewDidAppear(false)",
          "t2.viewDidLoad",
          "t2.viewWillAppear(false)",
          "t2.viewIsAppearing(false)",
          "t1.viewWillDisappear(false)",
          "t1.viewDidDisappear(false)",
          "t2.viewDidAppear(false)",
        ])
      #expect(container.selectedIndex == 2)
      expectSettled(window, checker)
    }
    #expect(tracker.live == 0)
  }

  @Test(arguments: [false, true])
  func settingTheStateFromTheContentsViewDidAppearSwapsAgainAfterTheSwap(_ animated: Bool) {
    let tracker = LifetimeTracker()
    do {
      let window = Window(name: "w")
      AuditGuard.watch(window)
      let checker = BalanceChecker()
      let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
      window.addObserver(checker)
      window.addObserver(recorder)
      let content = Probe("content", tracker: tracker)
      let container = StateContainer(content: content, name: "states")
      window.rootComponent = container
      window.makeKeyAndVisible()
      recorder.reset()
      content.onDidAppear = once { [weak container] _ in
        container?.setState(.empty, animated: animated)
      }
      container.setState(.content, animated: animated)
      window.runUntilIdle()
      // The change is reported when requested (from content.viewDidAppear); the swap waits for
      // the one in flight to end with its didMove(toParent:) calls.
      let expected = [
        "states.stateChanged(loading -> content)",
        "content.willMove(toParent: states)",
        "loading.willMove(toParent: nil)",
        "content.viewDidLoad",
        "loading.viewWillDisappear(false)",
        "content.viewWillAppear(false)",
        "content.viewIsAppearing(false)",
        "loading.viewDidDisappear(false)",
        "content.viewDidAppear(false)",
        "states.stateChanged(content -> empty)",
        "loading.didMove(toParent: nil)",
        "content.didMove(toParent: states)",
        "empty.willMove(toParent: states)",
        "content.willMove(toParent: nil)",
        "empty.viewDidLoad",
        "content.viewWillDisappear(false)",
        "empty.viewWillAppear(false)",
        "empty.viewIsAppearing(false)",
        "content.viewDidDisappear(false)",
        "empty.viewDidAppear(false)",
        "content.didMove(toParent: nil)",
        "empty.didMove(toParent: states)",
      ]
      expectLines(
        recorder.drain(),
        animated ? expected.map { $0.replacingOccurrences(of: "false", with: "true") } : expected)
      #expect(container.state.name == "empty" && container.currentComponent?.name == "empty")
      expectSettled(window, checker)
    }
    #expect(tracker.live == 0)
  }
}
