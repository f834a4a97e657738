import Compose
import ComposeTestFixtures
import Testing

/// `ListHostingAdapter(reusesComponents: true)`: components that leave the cache serve new items,
/// so scrolling a long list stops creating components, and no row ever shows another item.
@Suite struct ListComponentReuseTests {
  /// 3,000 rows at full size (`COMPOSE_RANDOM_FULL=1`), 300 by default (``TestSize``).
  @Test func scrollingStopsCreatingComponentsOnceViewportPreloadAndCacheAreFilled() {
    let viewport = 5
    let preload = 2
    let cache = 6
    let rows = TestSize.scale(full: 3_000, small: 300)
    let f = ListFixture(
      rows: rows, viewportRows: viewport, preload: preload, cacheLimit: cache,
      reusesComponents: true)
    let pairing = DisplayPairing()
    f.h.window.addObserver(pairing)
    f.adapter.reloadData()
    for step in 1..<(rows - 10) {
      f.list.scroll(to: Double(step) * 10)
      #expect(f.rowsShowingAnotherItem.isEmpty, "step \(step)")
      #expect(
        f.tracker.live <= viewport + 1 + 2 * preload + cache
          + ListHostingAdapter<[TestItem], ItemProbe>.recycledComponentLimit)
    }
    #expect(pairing.problems.isEmpty)
    #expect(pairing.willDisplayCount > rows - 100)
    // viewport + 1 (a partly scrolled row) + preload on both sides + cache: the most ever needed.
    #expect(f.adapter.numberOfComponentsCreated <= viewport + 1 + 2 * preload + cache)
    #expect(f.adapter.numberOfComponentsCreated < 30)
    #expect(CellInvariants.problems(in: f.list).isEmpty)
  }

  @Test func withoutReuseEveryIdentityGetsItsOwnComponent() {
    let f = ListFixture(rows: 300, viewportRows: 5, preload: 2, cacheLimit: 6)
    f.adapter.reloadData()
    for step in 1..<290 { f.list.scroll(to: Double(step) * 10) }
    #expect(f.adapter.numberOfComponentsCreated >= 290)
    #expect(f.rowsShowingAnotherItem.isEmpty)
  }

  @Test func aReusedComponentReceivesItsNewItemBeforeItIsDisplayed() throws {
    let f = ListFixture(
      rows: 100, viewportRows: 3, preload: 0, cacheLimit: 1, reusesComponents: true)
    f.adapter.reloadData()
    let first = try #require(f.adapter.component(for: TestItem(0)))
    for step in 1...10 { f.list.scroll(to: Double(step) * 10) }
    // Item 0 left the cache long ago: its component now shows a later item, which it received
    // through update(with:) while detached, before that item's row displayed it.
    #expect(first.item.id != 0)
    #expect(!first.updates.isEmpty)
    #expect(f.adapter.component(for: TestItem(0)) == nil)
    #expect(f.rowsShowingAnotherItem.isEmpty)
    // Scrolling back gives item 0 a component showing item 0 again.
    f.list.scroll(to: 0)
    #expect(f.rowsShowingAnotherItem.isEmpty)
    #expect(f.adapter.component(for: TestItem(0))?.item.id == 0)
  }

  @Test func reusedComponentsAreReleasedWithTheList() {
    let tracker: LifetimeTracker
    do {
      let f = ListFixture(
        rows: 200, viewportRows: 4, preload: 1, cacheLimit: 3, reusesComponents: true)
      tracker = f.tracker
      f.adapter.reloadData()
      for step in 1..<190 { f.list.scroll(to: Double(step) * 10) }
      #expect(tracker.live > 0)
      f.h.window.rootComponent = nil
    }
    #expect(tracker.live == 0)
  }
}

extension ListFixture {
  /// Rows whose hosted component shows another item, or that host nothing.
  var rowsShowingAnotherItem: [Int] {
    list.visibleCells.compactMap { cell in
      guard let row = cell.indexPath?.row else { return nil }
      let probe = (cell as? HostingCell)?.hostedComponent as? ItemProbe
      return probe?.item.id == row && probe?.appearanceState == .appeared ? nil : row
    }
  }
}
