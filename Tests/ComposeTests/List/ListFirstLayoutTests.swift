import Compose
import Testing

/// A list whose data was never loaded loads it at its first layout in a visible window, once
/// (contract §4, last bullet).
@Suite struct ListFirstLayoutTests {
  struct Photo: Identifiable, Equatable, Diffable {
    var id: Int
  }

  final class PhotoComponent: Component, ListItemComponent {
    var photo: Photo
    init(photo: Photo) {
      self.photo = photo
      super.init(traceName: "photo\(photo.id)")
    }
    func update(with item: Photo) { photo = item }
  }

  /// A component showing 10 photos, 2 in the viewport, through an adapter: no `reloadData()`.
  final class Feed: Component {
    let list = ListView(traceName: "feed", frame: Rect(x: 0, y: 0, width: 100, height: 88))
    var adapter: ListHostingAdapter<[Photo], PhotoComponent>?

    override func viewDidLoad() {
      view.addSubview(list)
      list.rowHeight = 44
      adapter = ListHostingAdapter(
        items: (0..<10).map { Photo(id: $0) }, parent: self, listView: list,
        factory: PhotoComponent.init(photo:))
    }
  }

  /// 10 rows, counting how often each is displayed.
  final class Rows: ListDataSource, ListDelegate {
    var displays: [Int: Int] = [:]
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 10 }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListCell {
      listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func listView(
      _ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath
    ) {
      displays[indexPath.row, default: 0] += 1
    }
  }

  /// A component whose view holds a list of `rows`, 3 in the viewport; it calls `reloadData()`
  /// from `viewDidLoad` when asked to.
  final class Screen: Component {
    let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
    let rows: Rows
    let reloadsInViewDidLoad: Bool
    init(rows: Rows, reloadsInViewDidLoad: Bool = false) {
      self.rows = rows
      self.reloadsInViewDidLoad = reloadsInViewDidLoad
      super.init(traceName: "screen")
    }
    override func viewDidLoad() {
      list.rowHeight = 10
      list.register(ListCell.self, forCellReuseIdentifier: "row")
      list.dataSource = rows
      list.delegate = rows
      view.addSubview(list)
      if reloadsInViewDidLoad { list.reloadData() }
    }
  }

  @Test func anAdapterListShowsItsRowsAfterMakeKeyAndVisibleWithoutReloadData() {
    let window = Window()
    let feed = Feed(traceName: "feed")
    window.rootComponent = feed
    window.makeKeyAndVisible()
    #expect(feed.list.indexPathsForVisibleRows.map(\.row) == [0, 1])
    #expect(feed.children.map(\.traceName) == ["photo0", "photo1"])
    #expect(feed.children.allSatisfy { $0.appearanceState == .appeared })
  }

  /// Contract §4 and §6: a window's root screen displays its list's first rows in the layout
  /// between its `viewIsAppearing` and its `viewDidAppear`, so the components the cells host
  /// begin appearing with the screen and have appeared by the end of its `viewDidAppear`.
  @Test func aRootScreensListDisplaysItsFirstRowsBeforeTheScreensViewDidAppear() {
    let window = Window()
    let feed = Feed(traceName: "feed")
    window.rootComponent = feed
    let recorder = LifecycleRecorder(recordsLoadView: false, recordsViewPlacement: false)
    window.addObserver(recorder)
    window.makeKeyAndVisible()
    let trace = recorder.traces
    let screenAppeared = trace.firstIndex(of: "feed.viewDidAppear(false)") ?? -1
    let screenIsAppearing = trace.firstIndex(of: "feed.viewIsAppearing(false)") ?? Int.max
    for row in 0..<2 {
      let displayed = trace.firstIndex {
        $0.hasPrefix("feed.willDisplay") && $0.hasSuffix("[0, \(row)])")
      }
      let began = trace.firstIndex(of: "photo\(row).viewWillAppear(false)")
      let ended = trace.firstIndex(of: "photo\(row).viewDidAppear(false)")
      #expect(displayed.map { $0 > screenIsAppearing && $0 < screenAppeared } == true)
      #expect(began.map { $0 < screenAppeared } == true)
      #expect(ended.map { $0 > screenAppeared } == true)
    }
    #expect(feed.children.allSatisfy { $0.appearanceState == .appeared })
  }

  @Test func aDataSourceListShowsItsRowsAtTheNextClockStepWithoutReloadData() {
    let window = Window()
    let rows = Rows()
    let screen = Screen(rows: rows)
    window.rootComponent = screen
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    window.makeKeyAndVisible()
    window.advance(by: .zero)
    #expect(rows.displays == [0: 1, 1: 1, 2: 1])
    #expect(recorder.traces.filter { $0.contains("willDisplay") }.count == 3)
    #expect(screen.list.visibleCells.count == 3)
  }

  @Test func aListLoadedByReloadDataDisplaysEachRowOnce() {
    // makeKeyAndVisible() lays the root out before it returns (contract §4), so its list has
    // displayed its rows once; reloadData() right after it redisplays each row once more, with
    // balanced didEndDisplaying.
    let window = Window()
    let rows = Rows()
    let screen = Screen(rows: rows)
    window.rootComponent = screen
    let recorder = LifecycleRecorder()
    window.addObserver(recorder)
    window.makeKeyAndVisible()
    #expect(rows.displays == [0: 1, 1: 1, 2: 1])
    screen.list.reloadData()
    window.runUntilIdle()
    #expect(screen.list.visibleCells.count == 3)
    #expect(rows.displays == [0: 2, 1: 2, 2: 2])
    let traces = recorder.traces
    #expect(traces.filter { $0.contains("willDisplay") }.count == 6)
    #expect(traces.filter { $0.contains("didEndDisplaying") }.count == 3)

    // reloadData() from viewDidLoad, before the list is in a window.
    let other = Window()
    let early = Rows()
    let loaded = Screen(rows: early, reloadsInViewDidLoad: true)
    other.rootComponent = loaded
    other.makeKeyAndVisible()
    other.runUntilIdle()
    #expect(loaded.list.visibleCells.count == 3)
    #expect(early.displays == [0: 1, 1: 1, 2: 1])
  }

  @Test func aListOutsideAVisibleWindowLoadsNothing() {
    let window = Window()
    let rows = Rows()
    let screen = Screen(rows: rows)
    window.rootComponent = screen
    window.runUntilIdle()
    screen.view.layoutIfNeeded()
    #expect(rows.displays.isEmpty)
    window.makeKeyAndVisible()
    window.runUntilIdle()
    #expect(rows.displays == [0: 1, 1: 1, 2: 1])
  }
}
