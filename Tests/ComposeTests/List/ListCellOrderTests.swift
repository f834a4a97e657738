import Compose
import ComposeTestFixtures
import Testing

/// Contract §6, first and third bullets: the exact per-cell order from dequeue to reuse, with the
/// hosted child's containment and appearance inside `willDisplay` and `didEndDisplaying`.
@Suite struct ListCellOrderTests {
  /// A plain data source (the light-controllers post): dequeue, `prepareForReuse` when recycled,
  /// configure, `willDisplay`; `didEndDisplaying` before the next row takes the cell.
  @Test func dataSourceCellOrder() {
    let h = Harness()
    let log = TraceLog()
    h.window.addObserver(log)
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    list.rowHeight = 10
    list.register(TextCell.self, forCellReuseIdentifier: "text")
    h.root.view.addSubview(list)
    let source = ArrayDataSource<String, TextCell>(
      items: ["a", "b", "c", "d"], reuseIdentifier: "text"
    ) { cell, item in
      cell.log = log
      cell.text = item
      log.append("configure(cell#\(cell.number), \(item))")
    }
    list.dataSource = source
    list.reloadData()
    #expect(
      log.drain() == [
        "root.dequeue([0, 0]) -> cell#1", "configure(cell#1, a)",
        "root.willDisplay(cell#1, [0, 0])",
        "root.dequeue([0, 1]) -> cell#2", "configure(cell#2, b)",
        "root.willDisplay(cell#2, [0, 1])",
      ])
    list.scroll(to: 10)
    #expect(
      log.drain() == [
        "root.didEndDisplaying(cell#1, [0, 0])",
        "root.dequeue([0, 2]) -> cell#1 recycled", "root.prepareForReuse(cell#1)",
        "cell#1.prepareForReuse", "configure(cell#1, c)", "root.willDisplay(cell#1, [0, 2])",
      ])
    #expect(list.visibleCells.map { ($0 as? TextCell)?.text } == ["b", "c"])
    #expect(list.numberOfCellsCreated == 2)
  }

  /// A hosting cell: the child is embedded inside `willDisplay` with contract §1's order and
  /// appears (the list's component is appeared); `didEndDisplaying` un-embeds it in reverse.
  @Test func hostedChildOrder() {
    let f = ListFixture(rows: 10, viewportRows: 2)
    f.list.reloadData()
    #expect(
      f.h.recorder.drain() == [
        "root.dequeue([0, 0]) -> cell#1", "root.willDisplay(cell#1, [0, 0])",
        "item0.willMove(toParent: root)", "item0.loadView", "item0.viewDidLoad",
        "item0.viewAdded(to: root)", "item0.viewWillAppear(false)",
        "item0.viewIsAppearing(false)", "item0.viewDidAppear(false)",
        "item0.didMove(toParent: root)",
        "root.dequeue([0, 1]) -> cell#2", "root.willDisplay(cell#2, [0, 1])",
        "item1.willMove(toParent: root)", "item1.loadView", "item1.viewDidLoad",
        "item1.viewAdded(to: root)", "item1.viewWillAppear(false)",
        "item1.viewIsAppearing(false)", "item1.viewDidAppear(false)",
        "item1.didMove(toParent: root)",
      ])
    f.list.scroll(to: 10)
    #expect(
      f.h.recorder.drain() == [
        "root.didEndDisplaying(cell#1, [0, 0])", "item0.willMove(toParent: nil)",
        "item0.viewRemoved(from: root)", "item0.viewWillDisappear(false)",
        "item0.viewDidDisappear(false)", "item0.didMove(toParent: nil)",
        "root.dequeue([0, 2]) -> cell#1 recycled", "root.prepareForReuse(cell#1)",
        "root.willDisplay(cell#1, [0, 2])", "item2.willMove(toParent: root)", "item2.loadView",
        "item2.viewDidLoad", "item2.viewAdded(to: root)", "item2.viewWillAppear(false)",
        "item2.viewIsAppearing(false)", "item2.viewDidAppear(false)",
        "item2.didMove(toParent: root)",
      ])
    #expect(f.root.children.map(\.traceName) == ["item1", "item2"])
    #expect(f.hostedNames == ["item1", "item2"])
  }

  /// A row entering the preload range outside the viewport gets its component ahead of display,
  /// with its view loaded but not embedded; rows beyond the preload range get none.
  @Test func aPreloadedRowOutsideTheViewportHasItsViewLoaded() {
    let f = ListFixture(rows: 10, viewportRows: 2, preload: 1)
    f.list.reloadData()
    let preloaded = f.adapter.component(for: TestItem(2))
    #expect(preloaded?.isViewLoaded == true)
    #expect(preloaded?.parent == nil)
    #expect(f.adapter.component(for: TestItem(3)) == nil)
    f.list.scroll(to: 10)
    #expect(f.adapter.component(for: TestItem(3))?.isViewLoaded == true)
    #expect(f.adapter.component(for: TestItem(2))?.parent === f.root)
  }

  /// Scrolling back brings back the same component (it belongs to the item, kept in the cache),
  /// in whatever cell is free, and never another item's component.
  @Test func scrollingBackRestoresTheSameComponent() {
    let f = ListFixture(rows: 10, viewportRows: 2)
    f.list.reloadData()
    let first = f.adapter.component(for: TestItem(0))
    f.list.scroll(to: 50)
    #expect(f.hostedNames == ["item5", "item6"])
    #expect(f.adapter.component(for: TestItem(0)) === first)
    f.list.scroll(to: 0)
    let cell = f.list.cellForRow(at: ListIndexPath(row: 0, section: 0)) as? HostingCell
    #expect(cell?.hostedComponent === first)
    #expect(f.hostedNames == ["item0", "item1"])
    #expect(f.adapter.numberOfComponentsCreated == 4)  // items 0, 1, 5 and 6
  }

  /// A list whose component is not appeared embeds children without appearing them; they appear
  /// with the component, parent before child, in `children` order.
  @Test func childrenOfAHiddenListAppearWithTheirParent() {
    let f = ListFixture(rows: 5, viewportRows: 2, visible: false)
    f.list.reloadData()
    #expect(
      f.h.callbacks() == [
        "root.dequeue([0, 0]) -> cell#1", "root.willDisplay(cell#1, [0, 0])",
        "item0.willMove(toParent: root)", "item0.viewDidLoad", "item0.didMove(toParent: root)",
        "root.dequeue([0, 1]) -> cell#2", "root.willDisplay(cell#2, [0, 1])",
        "item1.willMove(toParent: root)", "item1.viewDidLoad", "item1.didMove(toParent: root)",
      ])
    f.h.window.makeKeyAndVisible()
    #expect(
      f.h.callbacks() == [
        "root.viewWillAppear(false)", "root.viewIsAppearing(false)",
        "item0.viewWillAppear(false)", "item0.viewIsAppearing(false)",
        "item1.viewWillAppear(false)", "item1.viewIsAppearing(false)",
        "root.viewDidAppear(false)", "item0.viewDidAppear(false)", "item1.viewDidAppear(false)",
      ])
  }
}
