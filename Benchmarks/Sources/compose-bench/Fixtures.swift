import Compose

/// A list item: an identity and a content version.
nonisolated struct Row: Diffable, Identifiable, Equatable {
  var id: Int
  var version: Int
}

/// Counts the row components made by a factory and those released.
final class LiveCounter {
  private(set) var created = 0
  private(set) var released = 0
  /// The components alive now.
  var live: Int { created - released }

  func didCreate() { created += 1 }
  func didRelease() { released += 1 }
}

/// The component hosted by a row.
final class RowComponent: Component, ListItemComponent {
  private(set) var row: Row
  private let counter: LiveCounter

  init(row: Row, counter: LiveCounter) {
    self.row = row
    self.counter = counter
    counter.didCreate()
    super.init(traceName: "row")
  }

  isolated deinit { counter.didRelease() }

  func update(with item: Row) { row = item }
}

/// The root component of a window that shows one list.
final class ListScreen: Component {
  static let rowHeight = 10.0

  let list: ListView

  init(viewportRows: Int, preloadRowCount: Int) {
    list = ListView(
      traceName: "list",
      frame: Rect(x: 0, y: 0, width: 390, height: Double(viewportRows) * ListScreen.rowHeight))
    list.rowHeight = ListScreen.rowHeight
    list.preloadRowCount = preloadRowCount
    super.init(traceName: "screen")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(list)
  }
}

/// A visible window whose root shows `screen`, its list, with an adapter over `items`.
final class ListBench<Items: RandomAccessCollection>
where Items.Index == Int, Items.Element == Row {
  static var viewportRows: Int { 20 }
  static var preloadRowCount: Int { 2 }
  static var cacheLimit: Int { 20 }
  /// The rows the preload range adds around the viewport (before and after).
  static var preloadRows: Int { 2 * preloadRowCount }

  let window = Window(traceName: "bench")
  let screen = ListScreen(viewportRows: viewportRows, preloadRowCount: preloadRowCount)
  let counter = LiveCounter()
  let adapter: ListHostingAdapter<Items, RowComponent>

  init(items: Items, reusesComponents: Bool = true, observers: [any LifecycleObserver] = []) {
    for observer in observers { window.addObserver(observer) }
    window.rootComponent = screen
    window.makeKeyAndVisible()
    let counter = counter
    adapter = ListHostingAdapter(
      items: items, parent: screen, listView: screen.list, cacheLimit: Self.cacheLimit,
      reusesComponents: reusesComponents, factory: { RowComponent(row: $0, counter: counter) })
    screen.list.reloadData()
  }

  var list: ListView { screen.list }

  /// Tears the window down so the components go now, not at some later point of the run.
  func close() {
    window.rootComponent = nil
  }
}
