import Compose
import ComposeTestFixtures
import Testing

/// Tab switches and state changes requested from inside the hooks of the switch or change in
/// flight (docs: Reentrancy.md): queued, run after it.
@Suite struct TabAndStateReentrancyTests {
  @Test func selectingATabFromATabsViewWillAppearSwitchesAgainAfterTheSwitch() {
    expectNoLeaks { tracker in
      let tabs = (0..<3).map { Probe("t\($0)", tracker: tracker) }
      let h = RootHarness(TabContainer(tabs: tabs, traceName: "tabs"))
      tabs[1].onWillAppear = once { [weak container = h.root] _ in container?.select(2) }
      h.root.select(1)
      // The switch to t1 completes (t1.viewDidAppear) before the switch to t2 starts.
      expectLines(
        h.recorder.drain(),
        [
          "t1.viewDidLoad",
          "t1.viewWillAppear(false)",
          "t0.viewWillDisappear(false)",
          "t1.viewIsAppearing(false)",
          "t0.viewDidDisappear(false)",
          "t1.viewDidAppear(false)",
          "t2.viewDidLoad",
          "t2.viewWillAppear(false)",
          "t1.viewWillDisappear(false)",
          "t2.viewIsAppearing(false)",
          "t1.viewDidDisappear(false)",
          "t2.viewDidAppear(false)",
        ])
      #expect(h.root.selectedIndex == 2)
      h.expectSettled()
    }
  }

  @Test(arguments: [false, true])
  func settingTheStateFromTheContentsViewDidAppearSwapsAgainAfterTheSwap(_ animated: Bool) {
    expectNoLeaks { tracker in
      let content = Probe("content", tracker: tracker)
      let h = RootHarness(StateContainer(content: content, traceName: "states"))
      content.onDidAppear = once { [weak container = h.root] _ in
        container?.setState(.empty, animated: animated)
      }
      h.root.setState(.content, animated: animated)
      h.window.runUntilIdle()
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
      expectLines(h.recorder.drain(), animatedIf(animated, expected))
      #expect(h.root.state.name == "empty" && h.root.currentComponent?.traceName == "empty")
      h.expectSettled()
    }
  }
}
