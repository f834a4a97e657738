import Compose
import ComposeTestFixtures
import Testing

/// The tab container's selection when tabs move away or are removed (contract §1.1, §7).
@Suite struct TabSelectionTests {

  /// Contract §7: misuse never traps, and §1.1: moving the selected tab into another component
  /// with the public `addChild` first removes it from the tab container. The selection follows:
  /// the tab now at its index (here the last one, t1) is selected and shown, and `selectedTab` /
  /// `select(_:)` keep working (regression: `selectedIndex` stayed 1 with one tab and they trapped).
  @Test func tabSelectionFollowsWhenTheSelectedTabMovesAway() {
    let watched = WatchedWindow()
    let window = watched.window
    let checker = watched.checker
    let t1 = Probe("t1")
    let t2 = Probe("t2")
    let tabs = TabContainer(tabs: [t1, t2], selectedIndex: 1)
    window.rootComponent = tabs
    window.makeKeyAndVisible()
    let other = Probe("other")
    other.addChild(t2)
    #expect(
      tabs.selectedIndex == nil || tabs.selectedIndex! < tabs.children.count,
      "selectedIndex \(String(describing: tabs.selectedIndex)) with \(tabs.children.count) tab(s)")
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedTab === t1)
    #expect(t1.viewIfLoaded?.superview === tabs.view && t1.appearanceState == .appeared)
    #expect(t2.viewIfLoaded?.superview == nil && t2.appearanceState == .disappeared)
    #expect(tabs.select(0) == .ran)
    #expect(tabs.select(1).diagnostic?.code == .tabIndexOutOfRange)
    #expect(tabs.selectedTab === t1)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  /// The same through `removeFromParent()` of the last tab: nothing is left to select, and the
  /// container stays usable (tabs added later can be selected).
  @Test func tabSelectionIsEmptyWhenTheLastTabIsRemoved() {
    let watched = WatchedWindow()
    let window = watched.window
    let checker = watched.checker
    let t1 = Probe("t1")
    let tabs = TabContainer(tabs: [t1])
    window.rootComponent = tabs
    window.makeKeyAndVisible()
    t1.willMove(toParent: nil)
    t1.removeFromParent()
    #expect(tabs.selectedIndex == nil && tabs.selectedTab == nil)
    #expect(t1.viewIfLoaded?.superview == nil && t1.appearanceState == .disappeared)
    #expect(tabs.select(0).diagnostic?.code == .tabIndexOutOfRange)
    let t2 = Probe("t2")
    tabs.addChild(t2)
    t2.didMove(toParent: tabs)
    #expect(tabs.selectedTab == nil)
    #expect(tabs.select(0) == .ran)
    #expect(tabs.selectedTab === t2 && t2.appearanceState == .appeared)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  /// Removing a tab that is not selected keeps the selection on the same tab (its index moves).
  @Test func tabSelectionKeepsItsTabWhenAnotherTabIsRemoved() {
    let window = Window()
    // removeFromParent() alone, without willMove(toParent: nil): the auditor reports it.
    AuditGuard.watch(window).allowFindings()
    let t1 = Probe("t1")
    let t2 = Probe("t2")
    let tabs = TabContainer(tabs: [t1, t2], selectedIndex: 1)
    window.rootComponent = tabs
    window.makeKeyAndVisible()
    t1.removeFromParent()
    #expect(tabs.selectedIndex == 0 && tabs.selectedTab === t2)
    #expect(t2.appearanceState == .appeared)
  }
}
