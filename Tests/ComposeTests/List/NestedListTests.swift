import Compose
import ComposeTestFixtures
import ComposeTesting
import Testing

/// A horizontal list inside each row of a vertical list (the Embedded ViewControllers talk's
/// collection view in a table cell), whose own cells host children: appearance is right at both
/// levels.
@Suite struct NestedListTests {
  /// A row of the outer list: a component with a horizontal list of its own items.
  final class Shelf: Component, ListItemComponent {
    let list = ListView(
      traceName: "shelf", frame: Rect(x: 0, y: 0, width: 30, height: 10), axis: .horizontal)
    private(set) var adapter: ListHostingAdapter<[TestItem], ItemProbe>?
    private(set) var shelfItem: TestItem
    let tracker: LifetimeTracker

    init(_ item: TestItem, tracker: LifetimeTracker) {
      shelfItem = item
      self.tracker = tracker
      tracker.created()
      super.init(traceName: "shelf\(item.id)")
    }

    isolated deinit { tracker.released() }

    override func viewDidLoad() {
      list.rowHeight = 10
      view.addSubview(list)
      let tracker = tracker
      let base = shelfItem.id * 100
      adapter = ListHostingAdapter(
        items: (0..<5).map { TestItem(base + $0) }, parent: self, listView: list,
        factory: { ItemProbe($0, tracker: tracker) })
      adapter?.reloadData()
    }

    func update(with item: TestItem) { shelfItem = item }
  }

  final class Fixture {
    let root = Probe("root")
    let h: LifecycleHarness
    // Nonisolated, written out, so that the harness's last check belongs to the test (see
    // LifecycleHarness).
    deinit {}
    let list = ListView(traceName: "table", frame: Rect(x: 0, y: 0, width: 30, height: 20))
    let tracker = LifetimeTracker()
    var adapter: ListHostingAdapter<[TestItem], Shelf>?

    init() {
      h = LifecycleHarness(root: root)
      list.rowHeight = 10
      root.view.addSubview(list)
      let tracker = tracker
      adapter = ListHostingAdapter(
        items: (0..<6).map { TestItem($0) }, parent: root, listView: list,
        factory: { Shelf($0, tracker: tracker) })
      adapter?.reloadData()
    }

    var shelves: [Shelf] { root.children.compactMap { $0 as? Shelf } }
    var grandchildren: [Component] { shelves.flatMap(\.children) }
  }

  @Test func bothLevelsAppearAndDisappearTogether() {
    let f = Fixture()
    #expect(f.shelves.map(\.traceName) == ["shelf0", "shelf1"])
    #expect(
      f.grandchildren.map(\.traceName) == [
        "item0", "item1", "item2", "item100", "item101", "item102",
      ])
    #expect((f.shelves + f.grandchildren).allSatisfy { $0.appearanceState == .appeared })
    _ = f.h.traces()
    f.h.window.hide()
    let disappearing = f.h.traces().filter { $0.hasSuffix("viewWillDisappear(false)") }
    #expect(
      disappearing.map { $0.split(separator: ".")[0] } == [
        "root", "shelf0", "item0", "item1", "item2", "shelf1", "item100", "item101", "item102",
      ])
    #expect((f.shelves + f.grandchildren).allSatisfy { $0.appearanceState == .disappeared })
    f.h.window.makeKeyAndVisible()
    #expect((f.shelves + f.grandchildren).allSatisfy { $0.appearanceState == .appeared })
  }

  @Test func scrollingTheOuterListUnembedsAWholeShelfInOrder() {
    let f = Fixture()
    _ = f.h.traces()
    f.list.scroll(to: 10)
    let lines = f.h.traces()
    // shelf0 leaves: it disappears, and its own hosted children with it (parent before child);
    // then shelf2 enters, loads, and its horizontal list embeds its children while it appears.
    let leaving = Array(lines.prefix(while: { !$0.contains("dequeue") }))
    #expect(
      leaving == [
        "root.didEndDisplaying(cell#1, [0, 0])", "shelf0.willMove(toParent: nil)",
        "shelf0.viewWillDisappear(false)", "item0.viewWillDisappear(false)",
        "item1.viewWillDisappear(false)", "item2.viewWillDisappear(false)",
        "shelf0.viewDidDisappear(false)", "item0.viewDidDisappear(false)",
        "item1.viewDidDisappear(false)", "item2.viewDidDisappear(false)",
        "shelf0.didMove(toParent: nil)",
      ])
    #expect(f.shelves.map(\.traceName) == ["shelf1", "shelf2"])
    #expect((f.shelves + f.grandchildren).allSatisfy { $0.appearanceState == .appeared })
    #expect(
      f.grandchildren.map(\.traceName) == [
        "item100", "item101", "item102", "item200", "item201", "item202",
      ])
  }

  @Test func scrollingAnInnerListOnlyTouchesItsShelf() {
    let f = Fixture()
    _ = f.h.traces()
    f.shelves[1].list.scroll(to: 20)
    let names = Set(f.h.traces().map { $0.split(separator: ".")[0] })
    #expect(names == ["shelf1", "item100", "item101", "item103", "item104"])
    #expect(f.shelves[1].children.map(\.traceName) == ["item102", "item103", "item104"])
    #expect(f.shelves[0].children.map(\.traceName) == ["item0", "item1", "item2"])
  }

  @Test func everythingIsReleasedAfterTeardown() {
    var f: Fixture? = Fixture()
    let tracker = f!.tracker
    f?.list.scroll(to: 30)
    #expect(tracker.live > 0)
    f = nil
    #expect(tracker.live == 0)
  }
}
