import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// The adapter keeps one component per item identity (contract §6) even when different
/// identifiers have the same hash value: its table finds entries by hash, then compares the
/// identifiers themselves.
@Suite struct CollidingIdentifierTests {
  /// An identifier whose hash value is the same for all: every lookup meets the other entries.
  nonisolated struct Colliding: Hashable {
    var value: Int

    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  nonisolated struct Item: Identifiable, Equatable, Diffable {
    var id: Colliding
    var text: String

    init(_ id: Int, _ text: String = "") {
      self.id = Colliding(value: id)
      self.text = text
    }
  }

  final class Row: Component, ListItemComponent {
    private(set) var item: Item

    init(_ item: Item) {
      self.item = item
      super.init(traceName: "row\(item.id.value)")
    }

    func update(with item: Item) { self.item = item }
  }

  /// A visible list of `rows` items whose identifiers all collide, three rows tall.
  final class Fixture {
    let root = Probe("root")
    let h: LifecycleHarness
    // Nonisolated, written out, so that the harness's last check belongs to the test (see
    // LifecycleHarness).
    deinit {}
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    let adapter: ListHostingAdapter<[Item], Row>

    init(rows: Int, preload: Int, cacheLimit: Int, reusesComponents: Bool = false) {
      h = LifecycleHarness(root: root)
      list.rowHeight = 10
      list.preloadRowCount = preload
      root.view.addSubview(list)
      adapter = ListHostingAdapter(
        items: (0..<rows).map { Item($0) }, parent: root, listView: list,
        cacheLimit: cacheLimit, reusesComponents: reusesComponents, factory: Row.init)
      list.reloadData()
    }

    /// The identifiers of the items the displayed rows' components hold, in row order.
    var hostedValues: [Int] { adapter.hostedComponents.map(\.item.id.value) }
  }

  @Test func eachDisplayedRowHostsTheComponentOfItsOwnItemWhileScrolling() {
    for reuses in [false, true] {
      let f = Fixture(rows: 40, preload: 1, cacheLimit: 4, reusesComponents: reuses)
      for step in 0...37 {
        f.list.scroll(to: Double(step) * 10)
        #expect(f.hostedValues == Array(step...step + 2), "step \(step), reuse \(reuses)")
      }
      for step in (0...37).reversed() {
        f.list.scroll(to: Double(step) * 10)
        #expect(f.hostedValues == Array(step...step + 2), "back at \(step), reuse \(reuses)")
      }
      #expect(f.adapter.cachedComponentCount <= 4)
    }
  }

  @Test func aCachedComponentComesBackForItsItemAmongCollidingOnes() throws {
    let f = Fixture(rows: 40, preload: 0, cacheLimit: 6)
    let row1 = try #require(f.adapter.component(forIdentifier: Colliding(value: 1)))
    f.list.scroll(to: 30)  // rows 3...5: rows 0...2 go to the cache
    #expect(f.adapter.component(forIdentifier: Colliding(value: 1)) === row1)
    #expect(f.adapter.component(forIdentifier: Colliding(value: 39)) == nil, "never shown")
    f.list.scroll(to: 0)
    #expect(f.adapter.hostedComponents[1] === row1, "the same component, not a new one")
  }

  @Test func deletedItemsLeaveTheCacheAndTheOthersStay() throws {
    let f = Fixture(rows: 10, preload: 0, cacheLimit: 6)
    f.list.scroll(to: 30)  // rows 3...5: items 0...2 cached
    let kept = try #require(f.adapter.component(forIdentifier: Colliding(value: 2)))
    f.adapter.apply((0..<10).filter { $0 != 1 }.map { Item($0) })  // deletes item 1
    #expect(f.adapter.component(forIdentifier: Colliding(value: 1)) == nil)
    #expect(f.adapter.component(forIdentifier: Colliding(value: 2)) === kept)
    #expect(f.adapter.component(forIdentifier: Colliding(value: 0)) != nil)
  }

  @Test func aContentUpdateReachesTheCachedComponentOfItsOwnItem() throws {
    let f = Fixture(rows: 10, preload: 0, cacheLimit: 6)
    f.list.scroll(to: 30)  // items 0...2 cached
    let row0 = try #require(f.adapter.component(forIdentifier: Colliding(value: 0)))
    let row2 = try #require(f.adapter.component(forIdentifier: Colliding(value: 2)))
    var items = (0..<10).map { Item($0) }
    items[2].text = "new"
    f.adapter.apply(items)
    #expect(row2.item.text == "new")
    #expect(row0.item.text == "")
  }
}
