import Compose
import ComposeTestFixtures
import Testing

/// A hosted component's row and cell can be looked up, a component can be found by its item's
/// identifier, and the host's `children` order (embed order, which appearance forwarding
/// follows) is told apart from row order (`hostedComponents`).
@Suite struct HostedComponentLookupTests {
  @Test func aHostedComponentsRowAndCellAreFoundAndACachedOneHasNone() throws {
    let f = ListFixture(rows: 20, viewportRows: 3)
    f.list.reloadData()
    f.list.scroll(to: 50)  // rows 5, 6, 7
    let item6 = try #require(f.adapter.component(forIdentifier: 6))
    #expect(item6 === f.adapter.component(for: TestItem(6)))
    #expect(f.adapter.indexPath(for: item6) == ListIndexPath(row: 6, section: 0))
    let cell = try #require(f.adapter.cell(for: item6))
    #expect(f.list.indexPath(for: cell) == ListIndexPath(row: 6, section: 0))
    #expect((cell as? HostingCell)?.hostedComponent === item6)

    let item0 = try #require(f.adapter.component(forIdentifier: 0), "kept in the cache")
    #expect(f.adapter.indexPath(for: item0) == nil && f.adapter.cell(for: item0) == nil)
    #expect(f.adapter.component(forIdentifier: 19) == nil, "never shown")
  }

  @Test func theHostsChildrenAreInEmbedOrderAndHostedComponentsInRowOrder() {
    let f = ListFixture(rows: 20, viewportRows: 3, cacheLimit: 0)
    f.list.reloadData()  // rows 0, 1, 2 embedded in that order
    f.list.scroll(to: 10)  // row 0 leaves, row 3 comes
    f.list.scroll(to: 0)  // row 3 leaves, row 0 comes back: embedded last
    #expect(f.adapter.hostedComponents.map(\.traceName) == ["item0", "item1", "item2"])
    #expect(f.root.children.map(\.traceName) == ["item1", "item2", "item0"])
  }

  @Test func aListCellsRowIsAskedOfItsList() {
    let f = ListFixture(rows: 5, viewportRows: 2)
    f.list.reloadData()
    let cell = f.list.visibleCells[1]
    #expect(f.list.indexPath(for: cell) == ListIndexPath(row: 1, section: 0))
    let other = ListFixture(rows: 5, viewportRows: 2)
    other.list.reloadData()
    #expect(other.list.indexPath(for: cell) == nil, "not one of its cells")
    f.list.scroll(to: 30)  // rows 3 and 4: both of the two cells are reused for them
    let row = f.list.indexPath(for: cell)?.row
    #expect(
      row == 3 || row == 4, "the recycled cell reports its new row: \(String(describing: row))")
  }
}
