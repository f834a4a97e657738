import Compose
import ComposeTestFixtures
import Testing

/// A cached or reused component always shows its item's current content (contract §6).
@Suite struct CachedComponentContentTests {

  /// Pins a fixed defect:
  /// An item deleted by apply leaves its component in the cache; when the item comes back with
  /// new content, the cached component is embedded again with the old content and no update.
  @Test func reinsertedItemGivesItsCachedComponentTheNewContent() {
    let f = ListFixture(rows: 3, viewportRows: 3)
    f.adapter.reloadData()
    f.adapter.apply([TestItem(0), TestItem(2)])
    f.adapter.apply([TestItem(0), TestItem(1, "new text"), TestItem(2)])
    let hosted = f.list.cellForRow(at: ListIndexPath(row: 1, section: 0)) as? HostingCell
    let probe = hosted?.hostedComponent as? ItemProbe
    #expect(probe?.item.text == "new text")
  }

  /// Pins a fixed defect:
  /// reloadData(_:) with new content for the same identities keeps the components, which keep
  /// showing the old content (no update(with:)).
  @Test func reloadDataWithNewContentUpdatesComponents() {
    let f = ListFixture(rows: 3, viewportRows: 3)
    f.adapter.reloadData()
    f.adapter.reloadData([TestItem(0, "A"), TestItem(1, "B"), TestItem(2, "C")])
    let texts = f.list.visibleCells.map {
      (($0 as? HostingCell)?.hostedComponent as? ItemProbe)?.item.text ?? "-"
    }
    #expect(texts == ["A", "B", "C"])
  }

  /// Pins a fixed defect:
  /// Two displayed rows share an identifier (documented: each gets its own component). When only
  /// the second occurrence's content changes, apply sends update(with:) to component(for:), the
  /// first occurrence's component: row 0 then shows row 1's content, row 1 stays stale.
  @Test func duplicateOccurrenceUpdateReachesItsOwnComponent() {
    let f = ListFixture(rows: 0, viewportRows: 3)
    // Reported once, by the load that first shows the duplicate.
    f.h.expect(diagnostic: .duplicateItemIdentifier)
    f.adapter.reloadData([TestItem(1, "x"), TestItem(1, "y")])
    f.adapter.apply([TestItem(1, "x"), TestItem(1, "z")])
    let texts = f.list.visibleCells.map {
      (($0 as? HostingCell)?.hostedComponent as? ItemProbe)?.item.text ?? "-"
    }
    #expect(texts == ["x", "z"])
  }

}
