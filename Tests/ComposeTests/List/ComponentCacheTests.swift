import Compose
import ComposeTestFixtures
import Testing

/// The adapter's component cache stays bounded by its limit (contract §6).
@Suite struct ComponentCacheTests {

  /// The number of records in the adapter's private cache order list, read by reflection.
  static func cacheOrderRecordCount(of adapter: some AnyObject) -> Int {
    let cache = Mirror(reflecting: adapter).children.first { $0.label == "cache" }?.value
    let order = cache.flatMap { c in Mirror(reflecting: c).children.first { $0.label == "order" } }
    return (order?.value as? [Any])?.count ?? Mirror(reflecting: order?.value as Any).children.count
  }

  /// Pins a fixed defect:
  /// ComponentCache says "memory O(limit)", but `order` grows by one entry per insert while the
  /// cache stays under its limit (insert/remove cycles from scrolling back and forth never evict,
  /// so `head` never advances and nothing is compacted).
  /// 2,000 cycles at full size (`COMPOSE_RANDOM_FULL=1`), 300 by default (``TestSize``): either
  /// way more records than the bound below, were they kept.
  @Test func componentCacheOrderStaysBoundedAcrossInsertRemoveCycles() {
    let f = ListFixture(rows: 10, viewportRows: 3, cacheLimit: 20)
    f.adapter.reloadData()
    for _ in 0..<TestSize.scale(full: 2_000, small: 300) {
      f.list.scroll(to: 10)
      f.list.scroll(to: 0)
    }
    let count = Self.cacheOrderRecordCount(of: f.adapter)
    #expect(f.adapter.cachedComponentCount <= 20)
    #expect(count <= 100, "ComponentCache.order holds \(count) entries for a cache of 20")
  }

  /// Scrolling forward evicts on every insertion: the evicted records before `head` must be
  /// dropped too (found by measuring resident memory over a 300,000-row scroll).
  /// 3,000 rows at full size (`COMPOSE_RANDOM_FULL=1`), 400 by default (``TestSize``).
  @Test func componentCacheOrderStaysBoundedWhileEvicting() {
    let rows = TestSize.scale(full: 3_000, small: 400)
    let f = ListFixture(rows: rows, viewportRows: 3, preload: 1, cacheLimit: 4)
    f.adapter.reloadData()
    for step in 1..<(rows - 10) { f.list.scroll(to: Double(step) * 10) }
    let count = Self.cacheOrderRecordCount(of: f.adapter)
    #expect(f.adapter.cachedComponentCount <= 4)
    #expect(count <= 100, "ComponentCache.order holds \(count) entries for a cache of 4")
  }

  /// The least recently cached component leaves first, also after many evictions (and the
  /// compactions of the cache's order they cause): the rows that just scrolled away keep
  /// theirs, older rows do not.
  @Test func theCacheKeepsTheMostRecentlyCachedComponentsAcrossCompactions() {
    let f = ListFixture(rows: 300, viewportRows: 2, cacheLimit: 4)
    f.adapter.reloadData()
    for step in 1...200 { f.list.scroll(to: Double(step) * 10) }
    #expect(f.hostedNames == ["item200", "item201"])
    #expect(f.adapter.cachedComponentCount <= 4)
    #expect((197...199).allSatisfy { f.adapter.component(for: TestItem($0)) != nil })
    #expect((0...195).allSatisfy { f.adapter.component(for: TestItem($0)) == nil })
    let kept = f.adapter.component(for: TestItem(199))
    f.list.scroll(to: 1990)
    #expect(f.hostedNames == ["item199", "item200"])
    #expect(
      (f.list.cellForRow(at: ListIndexPath(row: 199, section: 0)) as? HostingCell)?
        .hostedComponent === kept)
  }

}
