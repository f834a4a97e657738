import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// A hosted component can tell "the same item has new content" (`update(with:)`) from "recycled
/// to another item" (`prepareForReuse(with:)`, with `reusesComponents`).
@Suite struct ItemComponentReuseKindTests {
  final class Recording: Component, ListItemComponent {
    private(set) var item: TestItem
    var calls: [String] = []

    init(_ item: TestItem) {
      self.item = item
      super.init(traceName: "row")
    }

    func update(with item: TestItem) {
      calls.append("update \(self.item.id) -> \(item.id) \(item.text)")
      self.item = item
    }

    func prepareForReuse(with item: TestItem) {
      calls.append("reuse \(self.item.id) -> \(item.id)")
      self.item = item
    }
  }

  private func makeList(reusesComponents: Bool) -> (
    LifecycleHarness, ListView, ListHostingAdapter<[TestItem], Recording>
  ) {
    let root = Probe("root")
    let h = LifecycleHarness(root: root)
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    list.rowHeight = 10
    root.view.addSubview(list)
    let adapter = ListHostingAdapter(
      items: (0..<50).map { TestItem($0) }, parent: root, listView: list, cacheLimit: 0,
      reusesComponents: reusesComponents, factory: { Recording($0) })
    adapter.reloadData()
    return (h, list, adapter)
  }

  @Test func aRecycledComponentIsPreparedForReuseAndNeverUpdatedForAnotherItem() {
    let (h, list, adapter) = makeList(reusesComponents: true)
    for step in 1...20 { list.scroll(to: Double(step) * 10) }
    #expect(h.window.isVisible)
    let components = adapter.hostedComponents
    let calls = components.flatMap(\.calls)
    #expect(calls.contains { $0.hasPrefix("reuse") }, "components served other items")
    #expect(!calls.contains { $0.hasPrefix("update") }, "no content changed: \(calls)")
    for component in components {
      #expect(adapter.indexPath(for: component)?.row == component.item.id)
    }
  }

  @Test func aChangedItemUpdatesItsOwnComponent() {
    let (h, _, adapter) = makeList(reusesComponents: true)
    #expect(h.window.isVisible)
    var items = (0..<50).map { TestItem($0) }
    items[1].text = "changed"
    adapter.apply(items)
    let row1 = adapter.component(forIdentifier: 1)
    #expect(row1?.calls == ["update 1 -> 1 changed"])
    #expect(h.root?.children.count == 3)
  }

  /// A conformer that writes only `update(with:)` keeps working: the default
  /// `prepareForReuse(with:)` calls it.
  @Test func withoutPrepareForReuseARecycledComponentIsUpdated() {
    let f = ListFixture(rows: 50, viewportRows: 3, cacheLimit: 0, reusesComponents: true)
    f.list.reloadData()
    for step in 1...20 { f.list.scroll(to: Double(step) * 10) }
    let probes = f.adapter.hostedComponents
    #expect(probes.contains { !$0.updates.isEmpty })
    #expect(probes.allSatisfy { $0.item.id == f.adapter.indexPath(for: $0)?.row })
  }
}
