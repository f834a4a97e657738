import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
#endif

// UITableViewDiffableDataSource as UIKit documents it, with the contract's orders for the
// displayed rows (contract §6): applying a snapshot deletes, inserts and moves rows as one batch
// update; deleted visible rows end display, inserted visible rows are displayed, moved rows keep
// their cell with no display events. A table loads its rows at its first layout in a visible
// window (contract §4), so the first snapshot shows its rows once, whenever it is applied.

@MainActor
@Suite struct DiffableTableTests {
  private let letters = ["a", "b", "c", "d", "e", "f", "g"]

  @Test func aSnapshotFillsTheTableInAWindow() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    screen.show(letters)
    screen.tableView.layoutIfNeeded()
    #expect(screen.tableView.numberOfSections == 1)
    #expect(screen.tableView.numberOfRows(inSection: 0) == 7)
    #expect(screen.visibleTexts == ["a", "b", "c", "d", "e"])
    // Each visible row's cell comes from the cell provider, then is displayed, once.
    #expect(
      screen.drainLog()
        == ["a", "b", "c", "d", "e"].flatMap { ["provide \($0)", "willDisplay \($0)"] })
    audit.finish()
  }

  @Test func aSnapshotAppliedBeforeTheTableIsOnScreenShowsItsRowsOnce() {
    let screen = DiffableTableScreen()
    screen.loadViewIfNeeded()
    screen.show(letters)
    // No cell before the table's first layout in a window.
    #expect(screen.log.isEmpty)
    let audit = WindowAudit.showing(screen)
    screen.tableView.layoutIfNeeded()
    #expect(screen.visibleTexts == ["a", "b", "c", "d", "e"])
    #expect(
      screen.drainLog()
        == ["a", "b", "c", "d", "e"].flatMap { ["provide \($0)", "willDisplay \($0)"] })
    audit.finish()
  }

  @Test func theFirstSnapshotOfATableAlreadyShownEmptyInsertsItsRows() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    screen.tableView.layoutIfNeeded()
    #expect(screen.tableView.numberOfSections == 0)
    #expect(screen.tableView.visibleCells.isEmpty)
    screen.show(["a", "b"])
    #expect(screen.tableView.numberOfSections == 1)
    #expect(screen.visibleTexts == ["a", "b"])
    #expect(screen.drainLog() == ["provide a", "willDisplay a", "provide b", "willDisplay b"])
    audit.finish()
  }

  @Test func anApplyDeletesInsertsAndMovesVisibleRowsWithBalancedDisplayEvents() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    screen.show(letters)
    screen.tableView.layoutIfNeeded()
    let cellD = screen.tableView.cellForRow(at: IndexPath(row: 3, section: 0))
    let cellE = screen.tableView.cellForRow(at: IndexPath(row: 4, section: 0))
    let before = screen.drainLog()

    // b and f are deleted, x is inserted at the top, e moves before d.
    screen.show(["x", "a", "c", "e", "d", "g"])
    let log = screen.drainLog()
    #expect(screen.visibleTexts == ["x", "a", "c", "e", "d"])
    // The deleted visible row ends display before the inserted one is displayed; the moved and
    // unchanged rows hear nothing and keep their cells.
    #expect(log == ["didEndDisplaying b", "provide x", "willDisplay x"])
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === cellE)
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 4, section: 0)) === cellD)
    let balance = displayedAfter(before + log)
    #expect(balance.balanced)
    #expect(balance.displayed == ["x", "a", "c", "e", "d"])
    audit.finish()
  }

  @Test func rowsPushedOutOrPulledInByAnApplyEndAndStartDisplay() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    screen.show(letters)
    screen.tableView.layoutIfNeeded()
    let before = screen.drainLog()
    // Two rows inserted at the top push d and e out of the five visible rows.
    screen.show(["y", "z"] + letters)
    var log = screen.drainLog()
    #expect(screen.visibleTexts == ["y", "z", "a", "b", "c"])
    #expect(
      Set(log.filter { $0.hasPrefix("didEndDisplaying") }) == [
        "didEndDisplaying d", "didEndDisplaying e",
      ])
    #expect(log.filter { $0.hasPrefix("willDisplay") } == ["willDisplay y", "willDisplay z"])
    // Deleting them pulls d and e back in.
    screen.show(letters)
    log += screen.drainLog()
    #expect(screen.visibleTexts == ["a", "b", "c", "d", "e"])
    let balance = displayedAfter(before + log)
    #expect(balance.balanced)
    #expect(balance.displayed == ["a", "b", "c", "d", "e"])
    audit.finish()
  }

  @Test func sectionsAreInsertedMovedAndDeletedWithTheirRows() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    var snapshot = screen.showTwoSections()
    let cellB1 = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1))

    snapshot.insertSections(["C"], afterSection: "A")
    snapshot.appendItems(["c1"], toSection: "C")
    snapshot.moveSection("B", beforeSection: "A")
    screen.dataSource.apply(snapshot)
    #expect(screen.tableView.numberOfSections == 3)
    #expect(screen.visibleTexts == ["b1", "a1", "a2", "c1"])
    #expect(screen.drainLog() == ["provide c1", "willDisplay c1"])
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB1)

    snapshot.deleteSections(["A"])
    screen.dataSource.apply(snapshot)
    #expect(screen.tableView.numberOfSections == 2)
    #expect(screen.visibleTexts == ["b1", "c1"])
    #expect(Set(screen.drainLog()) == ["didEndDisplaying a1", "didEndDisplaying a2"])
    audit.finish()
  }

  @Test func anItemMovedToAnotherSectionKeepsItsCell() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    var snapshot = screen.showTwoSections()
    let cellA1 = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))

    snapshot.moveItem("a1", afterItem: "b1")
    screen.dataSource.apply(snapshot)
    #expect(screen.drainLog().isEmpty)
    #expect(screen.tableView.numberOfRows(inSection: 0) == 1)
    #expect(screen.tableView.numberOfRows(inSection: 1) == 2)
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 1)) === cellA1)
    #expect(screen.visibleTexts == ["a2", "b1", "a1"])
    audit.finish()
  }

  @Test func identifiersAndIndexPathsFollowTheSnapshotShown() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems(["a1", "a2"], toSection: "A")
    snapshot.appendItems(["b1"], toSection: "B")
    snapshot.reloadItems(["a2"])
    screen.dataSource.apply(snapshot)
    let dataSource = screen.dataSource!
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "a2")
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
    #expect(dataSource.indexPath(for: "b1") == IndexPath(row: 0, section: 1))
    #expect(dataSource.indexPath(for: "zz") == nil)
    #expect(dataSource.sectionIdentifier(for: 1) == "B")
    #expect(dataSource.sectionIdentifier(for: 2) == nil)
    #expect(dataSource.index(for: "B") == 1)
    // snapshot() is what the table shows, without the marks of the update that showed it.
    let shown = dataSource.snapshot()
    #expect(shown.sectionIdentifiers == ["A", "B"])
    #expect(shown.itemIdentifiers == ["a1", "a2", "b1"])
    #expect(shown.reloadedItemIdentifiers.isEmpty)

    snapshot.deleteItems(["a1"])
    dataSource.apply(snapshot)
    #expect(dataSource.indexPath(for: "a2") == IndexPath(row: 0, section: 0))
    #expect(dataSource.indexPath(for: "a1") == nil)
    audit.finish()
  }

  @Test func theCompletionRunsOnceTheTableShowsTheSnapshot() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    screen.show(["a"])
    screen.tableView.layoutIfNeeded()
    var snapshot = screen.dataSource.snapshot()
    snapshot.appendItems(["b"])
    var shownInCompletion: [String]?
    screen.dataSource.apply(snapshot, animatingDifferences: true) {
      shownInCompletion = screen.visibleTexts
    }
    #expect(shownInCompletion == ["a", "b"])
    audit.finish()
  }

  @Test func anApplyWithoutAnimationStillAppliesTheDifference() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    screen.show(["a", "b", "c"], animatingDifferences: false)
    screen.tableView.layoutIfNeeded()
    let cellA = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    _ = screen.drainLog()
    // UIKit (iOS 15 and later) computes and applies the difference either way; only
    // applySnapshotUsingReloadData reloads.
    screen.show(["b", "c", "a"], animatingDifferences: false)
    #expect(screen.drainLog().isEmpty)
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
    audit.finish()
  }

  @Test func applyingUsingReloadDataRedisplaysEveryRow() {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    screen.show(["a", "b", "c"])
    screen.tableView.layoutIfNeeded()
    _ = screen.drainLog()
    var snapshot = screen.dataSource.snapshot()
    snapshot.moveItem("a", afterItem: "c")
    var completed = false
    screen.dataSource.applySnapshotUsingReloadData(snapshot) { completed = true }
    let log = screen.drainLog()
    #expect(completed)
    #expect(screen.visibleTexts == ["b", "c", "a"])
    // Every displayed row ends display first, then the rows are displayed again.
    #expect(
      Array(log.prefix(3)).sorted() == [
        "didEndDisplaying a", "didEndDisplaying b", "didEndDisplaying c",
      ])
    #expect(
      Array(log.dropFirst(3))
        == ["b", "c", "a"].flatMap { ["provide \($0)", "willDisplay \($0)"] })
    audit.finish()
  }

  @Test func aSnapshotAppliedWhileTheTableDisplaysARowIsShownRightAfter() {
    // "Load more": the last row's willDisplay appends a page and applies it.
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    var loaded = false
    var completedWithRows: Int?
    screen.onWillDisplay = { [unowned screen] text in
      guard text == "c", !loaded else { return }
      loaded = true
      var snapshot = screen.dataSource.snapshot()
      snapshot.appendItems(["d", "e", "f"])
      // The latest snapshot is returned at once.
      #expect(screen.dataSource.snapshot().numberOfItems == 3)
      screen.dataSource.apply(snapshot) {
        completedWithRows = screen.tableView.numberOfRows(inSection: 0)
      }
    }
    screen.show(["a", "b", "c"])
    screen.tableView.layoutIfNeeded()
    #expect(loaded)
    #expect(completedWithRows == 6)
    #expect(screen.visibleTexts == ["a", "b", "c", "d", "e"])
    let balance = displayedAfter(screen.drainLog())
    #expect(balance.balanced)
    #expect(balance.displayed == ["a", "b", "c", "d", "e"])
    audit.finish()
  }

  @Test func theAsyncApplyReturnsOnceTheTableShowsTheSnapshot() async {
    let screen = DiffableTableScreen()
    let audit = WindowAudit.showing(screen)
    screen.tableView.layoutIfNeeded()
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(["a", "b"])
    await screen.dataSource.apply(snapshot, animatingDifferences: false)
    #expect(screen.visibleTexts == ["a", "b"])
    snapshot.deleteItems(["a"])
    await screen.dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(screen.visibleTexts == ["b"])
    audit.finish()
  }
}
