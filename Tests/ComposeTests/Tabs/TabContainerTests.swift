import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// Contract §5: the tab switch order; only the selected tab's subtree is appeared.
@Suite struct TabContainerTests {
  /// Tabs `t1` and `t2` (which embeds `inner`) in a ``LifecycleHarness``, with a balance checker.
  struct Setup {
    let h: LifecycleHarness
    let checker = BalanceChecker()
    let t1 = Probe("t1")
    let t2 = Probe("t2")
    let inner = Probe("inner")
    let tabs: TabContainer

    init(fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line) {
      tabs = TabContainer(tabs: [t1, t2], traceName: "tabs")
      h = LifecycleHarness(
        root: tabs, visible: false, fileID: fileID, filePath: filePath, line: line)
      h.window.addObserver(checker)
      h.window.makeKeyAndVisible()
      t2.embed(inner)
      _ = h.traces()
    }
  }

  @Test func onlyTheSelectedTabIsAppeared() {
    let s = Setup()
    #expect(s.tabs.selectedIndex == 0 && s.tabs.selectedTab === s.t1)
    #expect(s.t1.appearanceState == .appeared)
    #expect(s.t2.appearanceState == .disappeared && s.inner.appearanceState == .disappeared)
    #expect(s.tabs.tabs.allSatisfy { $0.parent === s.tabs })
  }

  @Test func switchingTabsFollowsTheContractOrder() {
    let s = Setup()
    s.tabs.select(1)
    s.h.expectTrace([
      // Contract §5: the new tab's descendants get viewWillAppear at once, before the old tab's
      // viewWillDisappear; viewIsAppearing comes after it (contract §4).
      "t2.viewWillAppear(false)", "inner.viewWillAppear(false)", "t1.viewWillDisappear(false)",
      "t2.viewIsAppearing(false)", "inner.viewIsAppearing(false)",
      "t1.viewDidDisappear(false)", "t2.viewDidAppear(false)", "inner.viewDidAppear(false)",
    ])
    #expect(s.tabs.selectedTab === s.t2 && s.tabs.view.subviews.count == 1)
    s.tabs.select(0)
    #expect(s.inner.appearanceState == .disappeared && s.t1.appearanceState == .appeared)
    #expect(s.checker.violations.isEmpty)
  }

  @Test func aSwitchWhileHiddenSendsNoAppearanceCallback() {
    let s = Setup()
    s.h.window.hide()
    _ = s.h.traces()
    s.tabs.select(1)
    #expect(s.h.traces().isEmpty)
    s.h.window.makeKeyAndVisible()
    #expect(s.t2.appearanceState == .appeared && s.t1.appearanceState == .disappeared)
  }

  /// A tab container that forwards appearance by hand (contract §3: its children are driven by
  /// whoever forwards) swaps the views on a switch and sends the tabs no callback itself.
  @Test func aManuallyForwardingTabContainerSwapsViewsWithoutCallbacks() {
    final class ManualTabs: TabContainer {
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }
    let h = Harness()
    let t1 = Probe("t1")
    let t2 = Probe("t2")
    let tabs = ManualTabs(tabs: [t1, t2], traceName: "tabs")
    h.root.embed(tabs)
    _ = h.callbacks()
    tabs.select(1)
    #expect(tabs.selectedTab === t2)
    #expect(tabs.view.subviews.count == 1 && tabs.view.subviews.first === t2.view)
    #expect(t1.viewIfLoaded?.superview == nil)
    let appearances = h.callbacks().filter {
      ($0.hasPrefix("t1.") || $0.hasPrefix("t2.")) && $0.contains("ppear")
    }
    #expect(appearances.isEmpty, "\(appearances)")
    #expect(t1.appearanceState == .disappeared && t2.appearanceState == .disappeared)
  }

  @Test func selectingATabOutOfRangeIsRefused() {
    let s = Setup()
    let before = TreeFingerprint(s.tabs)
    s.h.expect(diagnostic: .tabIndexOutOfRange)
    s.h.expect(diagnostic: .tabIndexOutOfRange)
    #expect(s.tabs.select(2).diagnostic?.code == .tabIndexOutOfRange)
    #expect(s.tabs.select(-1).diagnostic?.code == .tabIndexOutOfRange)
    #expect(TreeFingerprint(s.tabs) == before && s.tabs.selectedIndex == 0)
  }

  @Test func aTabInUseOrNamedTwiceIsSkipped() {
    let window = Window()
    AuditGuard.watch(window)
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    let root = Component(traceName: "root")
    window.rootComponent = root
    let owned = Component(traceName: "owned")
    root.addChild(owned)
    let t = Component(traceName: "t")
    let tabs = TabContainer(tabs: [t, t, owned])
    #expect(tabs.tabs.map(\.traceName) == ["t"] && owned.parent === root)
    #expect(recorder.diagnostics.map(\.code) == [.componentInUse])
  }
}
