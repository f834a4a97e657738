import Compose
import ComposeTestFixtures
import Testing

/// Contract §6: a deleted item's component is released with the delete; the adapter's cache
/// only keeps items that are still in the list.
@Suite struct DeletedItemReleaseTests {
  @Test func aDeletedItemsCachedComponentIsReleasedWithTheDelete() {
    let f = ListFixture(rows: 10, viewportRows: 3, cacheLimit: 20)
    f.list.reloadData()
    f.list.scroll(to: 40)  // rows 4…6 displayed; items 0…3 wait in the cache
    weak let cached = f.adapter.component(forIdentifier: 1)
    #expect(cached != nil)
    f.adapter.apply((0..<10).filter { $0 != 1 }.map { TestItem($0) })
    #expect(cached == nil, "released with the delete")
    #expect(f.adapter.component(forIdentifier: 1) == nil)
    #expect(f.adapter.component(forIdentifier: 2) != nil, "items still in the list stay cached")
  }

  @Test func aDeletedDisplayedItemsComponentIsReleasedToo() {
    let f = ListFixture(rows: 10, viewportRows: 3, cacheLimit: 20)
    f.list.reloadData()
    weak let displayed = f.adapter.component(forIdentifier: 1)
    #expect(displayed?.appearanceState == .appeared)
    f.adapter.apply((0..<10).filter { $0 != 1 }.map { TestItem($0) })
    #expect(displayed == nil, "its row ended display and nothing keeps it")
    #expect(f.adapter.hostedComponents.map(\.traceName) == ["item0", "item2", "item3"])
  }
}
