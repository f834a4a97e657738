import Compose
import ComposeTestFixtures
import Testing

/// A ``ListHostingAdapter`` holds neither its parent nor its list (`parent` and `listView` read
/// `nil` once they are released), and a list waiting for its first load is not kept by its
/// window: the engine keeps unowned references that the parent and the list clear before they
/// go. Each test releases one of them, then reads what named it.
@MainActor
@Suite struct ReleasedAdapterTargetTests {
  /// The adapter outlives its parent: `parent` is `nil`, and the components it still caches
  /// name no parent.
  @Test func anAdapterThatOutlivesItsParentHasNoParent() {
    let h = Harness()
    var screen: Component? = Component(traceName: "screen")
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    list.rowHeight = 10
    h.root.embed(screen!)
    screen!.view.addSubview(list)
    let adapter = ListHostingAdapter(
      items: (0..<10).map { TestItem($0) }, parent: screen!, listView: list,
      factory: { ItemProbe($0) })
    adapter.reloadData()
    let hosted = adapter.hostedComponents
    #expect(hosted.count == 3)
    #expect(adapter.parent === screen)
    screen!.unembed()
    list.removeFromSuperview()
    screen = nil
    #expect(adapter.parent == nil)
    #expect(hosted.allSatisfy { $0.parent == nil })
  }

  /// The adapter outlives its list: `listView` is `nil`.
  @Test func anAdapterThatOutlivesItsListHasNoList() {
    let screen = Component(traceName: "screen")
    var list: ListView? = ListView(
      traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    let adapter = ListHostingAdapter(
      items: (0..<10).map { TestItem($0) }, parent: screen, listView: list!,
      factory: { ItemProbe($0) })
    #expect(adapter.listView === list)
    list = nil
    #expect(adapter.listView == nil)
    #expect(adapter.parent === screen)
  }

  /// Rows that count how often the list asks for them.
  final class CountingRows: ListDataSource {
    var countReads = 0
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
      countReads += 1
      return 10
    }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  /// A list released while its first load waits for the end of the turn (contract §4: the next
  /// step of the window's clock) is not kept for it: the step passes without loading it.
  @Test func aListReleasedBeforeItsFirstLoadIsNotKeptOrLoaded() {
    let h = Harness()
    let rows = CountingRows()
    var list: ListView? = ListView(
      traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    list!.rowHeight = 10
    list!.register(ListCell.self, forCellReuseIdentifier: "row")
    list!.dataSource = rows
    h.root.view.addSubview(list!)
    #expect(rows.countReads == 0, "the first load waits for the next step of the clock")
    list!.removeFromSuperview()
    weak let released = list
    list = nil
    #expect(released == nil, "the window's queue of first loads does not keep the list")
    h.window.advance(by: .zero)
    #expect(rows.countReads == 0)
  }
}
