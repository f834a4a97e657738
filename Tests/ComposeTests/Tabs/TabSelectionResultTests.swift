import Compose
import ComposeTestFixtures
import Testing

/// A tab switch answers like every operation that can run, wait or be refused: with an
/// `OperationResult` (contract §4).
@Suite struct TabSelectionResultTests {
  @Test func aSwitchRunsNowOrIsRefusedWithTheReason() {
    let h = Harness()
    let tabs = TabContainer(tabs: [Probe("t0"), Probe("t1")], traceName: "tabs")
    h.root.embed(tabs)
    #expect(tabs.select(1) == .ran)
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.select(1) == .ran, "selecting the selected tab runs and changes nothing")

    h.audit.allowFindings()  // deliberate: the refusal is reported
    let refused = tabs.select(5)
    #expect(refused.wasRefused)
    #expect(refused.diagnostic?.code == .tabIndexOutOfRange)
    #expect(tabs.selectedIndex == 1)
  }

  @Test func aSwitchRequestedDuringAnotherIsQueued() {
    let h = Harness()
    let t1 = Probe("t1")
    let tabs = TabContainer(tabs: [Probe("t0"), t1, Probe("t2")], traceName: "tabs")
    h.root.embed(tabs)
    var fromTheHook: OperationResult?
    t1.onWillAppear = { [weak tabs] _ in
      if fromTheHook == nil { fromTheHook = tabs?.select(2) }
    }
    #expect(tabs.select(1) == .ran)
    #expect(fromTheHook == .queued)
    #expect(tabs.selectedIndex == 2)
  }
}
