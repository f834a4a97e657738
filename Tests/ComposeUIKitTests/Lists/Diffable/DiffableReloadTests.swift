import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// Reload against reconfigure, as UIKit documents them: a reloaded item's cell is replaced (the
// row ends display and is displayed again with a cell from the cell provider), a reconfigured
// item keeps its cell (the cell provider runs again and dequeuing returns the existing cell; no
// display events).

@MainActor
@Suite struct DiffableReloadTests {
  private func shownScreen(_ items: [String]) -> (DiffableTableScreen, WindowAudit) {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    screen.show(items)
    screen.tableView.layoutIfNeeded()
    _ = screen.drainLog()
    return (screen, audit)
  }

  @Test func aReloadedItemEndsDisplayAndIsDisplayedAgain() {
    let (screen, audit) = shownScreen(["a", "b", "c"])
    var snapshot = screen.dataSource.snapshot()
    snapshot.reloadItems(["b"])
    screen.dataSource.apply(snapshot)
    #expect(screen.drainLog() == ["didEndDisplaying b", "provide b", "willDisplay b"])
    #expect(screen.visibleTexts == ["a", "b", "c"])
    audit.finish()
  }

  @Test func aReconfiguredItemKeepsItsCellWithNoDisplayEvents() {
    let (screen, audit) = shownScreen(["a", "b", "c"])
    let cell = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextCell
    var snapshot = screen.dataSource.snapshot()
    snapshot.reconfigureItems(["b"])
    screen.dataSource.apply(snapshot)
    #expect(screen.drainLog() == ["provide b"])
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    #expect(cell?.preparedForReuseCount == 0)
    audit.finish()
  }

  @Test func aMovedAndReconfiguredItemKeepsItsCell() {
    let (screen, audit) = shownScreen(["a", "b", "c"])
    let cell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    var snapshot = screen.dataSource.snapshot()
    snapshot.moveItem("a", afterItem: "c")
    snapshot.reconfigureItems(["a"])
    screen.dataSource.apply(snapshot)
    #expect(screen.drainLog() == ["provide a"])
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
    #expect(screen.visibleTexts == ["b", "c", "a"])
    audit.finish()
  }

  @Test func aMovedAndReloadedItemGetsItsCellAgainAtItsNewRow() {
    let (screen, audit) = shownScreen(["a", "b", "c"])
    var snapshot = screen.dataSource.snapshot()
    snapshot.moveItem("a", afterItem: "c")
    snapshot.reloadItems(["a"])
    screen.dataSource.apply(snapshot)
    #expect(screen.drainLog() == ["didEndDisplaying a", "provide a", "willDisplay a"])
    #expect(screen.visibleTexts == ["b", "c", "a"])
    audit.finish()
  }

  @Test func aReloadedSectionRedisplaysItsRowsOnly() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    var snapshot = screen.showTwoSections()
    snapshot.reloadSections(["A"])
    screen.dataSource.apply(snapshot)
    let log = screen.drainLog()
    #expect(Array(log.prefix(2)).sorted() == ["didEndDisplaying a1", "didEndDisplaying a2"])
    #expect(
      Array(log.dropFirst(2)) == ["provide a1", "willDisplay a1", "provide a2", "willDisplay a2"])
    audit.finish()
  }

  @Test func theMarksApplyOnceAndAreNotInTheSnapshotShown() {
    let (screen, audit) = shownScreen(["a", "b"])
    var snapshot = screen.dataSource.snapshot()
    snapshot.reloadItems(["a"])
    snapshot.reconfigureItems(["b"])
    screen.dataSource.apply(snapshot)
    _ = screen.drainLog()
    let shown = screen.dataSource.snapshot()
    #expect(shown.reloadedItemIdentifiers.isEmpty)
    #expect(shown.reconfiguredItemIdentifiers.isEmpty)
    // Applying what is shown changes nothing.
    screen.dataSource.apply(shown)
    #expect(screen.drainLog().isEmpty)
    audit.finish()
  }
}
