import Compose
import Testing

/// Contract §7: a structure in which a list would keep itself alive through what the engine holds
/// strongly is refused like a cycle: a list view moved into a component its own adapter keeps
/// (cached, or waiting for reuse) or into one of its own pooled cells stays where it was, and the
/// refusal is reported as ``Diagnostic/Code/keepsItselfAlive``.
@Suite struct ListKeepsItselfAliveTests {
  @Test func aListMovedIntoAComponentItsAdapterCachesIsRefused() throws {
    let f = ListFixture(rows: 30, viewportRows: 3)
    f.h.audit.allowFindings()
    f.list.reloadData()
    f.list.scroll(to: 20)  // rows 0 and 1 are cached
    let cached = try #require(f.adapter.component(forIdentifier: 0))
    #expect(cached.parent == nil)
    let diagnostic = cached.view.addSubview(f.list)
    #expect(diagnostic?.code == .keepsItselfAlive)
    #expect(f.list.superview === f.root.view)
    let inner = View(traceName: "inner")
    cached.view.addSubview(inner)
    #expect(inner.insertSubview(f.list, at: 0)?.code == .keepsItselfAlive, "below it too")
    #expect(f.list.superview === f.root.view)
    #expect(f.h.recorder.diagnostics.map(\.code) == [.keepsItselfAlive, .keepsItselfAlive])
  }

  @Test func aListMovedIntoAComponentWaitingForReuseIsRefused() throws {
    let f = ListFixture(rows: 30, viewportRows: 3, cacheLimit: 0, reusesComponents: true)
    f.h.audit.allowFindings()
    f.list.reloadData()
    let waiting = try #require(f.adapter.component(forIdentifier: 2))
    // Rows 1 and 2 end display: with no cache, their components wait for reuse.
    f.list.frame = Rect(x: 0, y: 0, width: 100, height: 10)
    f.list.layoutIfNeeded()
    #expect(waiting.parent == nil)
    #expect(waiting.view.addSubview(f.list)?.code == .keepsItselfAlive)
    #expect(f.list.superview === f.root.view)
  }

  @Test func aListMovedIntoOneOfItsOwnPooledCellsIsRefused() throws {
    let f = ListFixture(rows: 30, viewportRows: 3)
    f.h.audit.allowFindings()
    f.list.reloadData()
    let cell = try #require(f.list.visibleCells.last)
    f.list.frame = Rect(x: 0, y: 0, width: 100, height: 10)  // one row: the others are pooled
    f.list.layoutIfNeeded()
    #expect(!cell.isDisplayed)
    #expect(cell.contentView.addSubview(f.list)?.code == .keepsItselfAlive)
    #expect(f.list.superview === f.root.view)
  }
}
