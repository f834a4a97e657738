import Compose
import Testing

/// `ListHostingAdapter(reusesComponents: true)`: components that leave the cache serve new items,
/// so scrolling a long list stops creating components, and no row ever shows another item.
@Suite struct ListComponentReuseTests {
  /// A visible window hosting `rows` items through an adapter that reuses components.
  final class ReuseFixture {
    let h: Harness
    let list: ListView
    let adapter: ListHostingAdapter<[TestItem], ItemProbe>
    let tracker = LifetimeTracker()

    init(rows: Int, viewportRows: Int, preload: Int, cacheLimit: Int, reuses: Bool = true) {
      h = Harness(visible: true)
      list = ListView(
        name: "list", frame: Rect(x: 0, y: 0, width: 100, height: Double(viewportRows) * 10))
      list.rowHeight = 10
      list.preloadRowCount = preload
      h.root.view.addSubview(list)
      let tracker = tracker
      adapter = ListHostingAdapter(
        items: (0..<rows).map { TestItem($0) }, parent: h.root, listView: list,
        cacheLimit: cacheLimit, reusesComponents: reuses,
        factory: { ItemProbe($0, tracker: tracker) })
    }

    /// Rows whose hosted component shows another item, or that host nothing.
    var rowsShowingAnotherItem: [Int] {
      list.visibleCells.compactMap { cell in
        guard let row = cell.indexPath?.row else { return nil }
        let probe = (cell as? HostingCell)?.hostedComponent as? ItemProbe
        return probe?.item.id == row && probe?.appearanceState == .appeared ? nil : row
      }
    }
  }

  @Test func scrollingStopsCreatingComponentsOnceViewportPreloadAndCacheAreFilled() {
    let viewport = 5
    let preload = 2
    let cache = 6
    let f = ReuseFixture(rows: 3_000, viewportRows: viewport, preload: preload, cacheLimit: cache)
    let pairing = DisplayPairing()
    f.h.window.addObserver(pairing)
    f.adapter.reloadData()
    for step in 1..<2_990 {
      f.list.scroll(to: Double(step) * 10)
      #expect(f.rowsShowingAnotherItem.isEmpty, "step \(step)")
      #expect(
        f.tracker.live <= viewport + 1 + 2 * preload + cache
          + ListHostingAdapter<[TestItem], ItemProbe>.recycledComponentLimit)
    }
    #expect(pairing.problems.isEmpty)
    #expect(pairing.willDisplayCount > 2_900)
    // viewport + 1 (a partly scrolled row) + preload on both sides + cache: the most ever needed.
    #expect(f.adapter.numberOfComponentsCreated <= viewport + 1 + 2 * preload + cache)
    #expect(f.adapter.numberOfComponentsCreated < 30)
    #expect(CellInvariants.problems(in: f.list).isEmpty)
  }

  @Test func withoutReuseEveryIdentityGetsItsOwnComponent() {
    let f = ReuseFixture(rows: 300, viewportRows: 5, preload: 2, cacheLimit: 6, reuses: false)
    f.adapter.reloadData()
    for step in 1..<290 { f.list.scroll(to: Double(step) * 10) }
    #expect(f.adapter.numberOfComponentsCreated >= 290)
    #expect(f.rowsShowingAnotherItem.isEmpty)
  }

  @Test func aReusedComponentReceivesItsNewItemBeforeItIsDisplayed() {
    let f = ReuseFixture(rows: 100, viewportRows: 3, preload: 0, cacheLimit: 1)
    f.adapter.reloadData()
    let first = f.adapter.component(for: TestItem(0))
    for step in 1...10 { f.list.scroll(to: Double(step) * 10) }
    // Item 0 left the cache long ago: its component now shows a later item, which it received
    // through update(with:) while detached, before that item's row displayed it.
    let reused = try? #require(first)
    #expect(reused?.item.id != 0)
    #expect(reused?.updates.isEmpty == false)
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
      let f = ReuseFixture(rows: 200, viewportRows: 4, preload: 1, cacheLimit: 3)
      tracker = f.tracker
      f.adapter.reloadData()
      for step in 1..<190 { f.list.scroll(to: Double(step) * 10) }
      #expect(tracker.live > 0)
      f.h.window.rootComponent = nil
    }
    #expect(tracker.live == 0)
  }
}
