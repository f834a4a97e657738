import Compose
import ComposeTestFixtures

/// The list adapter world: a visible window whose root hosts a vertical list of rows of height 10
/// (three in the viewport, one preloaded) through a `ListHostingAdapter` of 30 items, each row's
/// component an ``ItemProbe``. The auditor and a display pairing watch the window.
final class ListAdapterWorld: RandomWorld {
  typealias Generator = ListAdapterGenerator

  struct Options {
    /// Whether edits repeat identifiers: then which occurrence an update goes to is not pinned,
    /// and the rows' content is not checked (identity, containment, appearance and pairing are).
    var duplicates = false
    /// Whether user code adopts the components kept for items (and gives them up), with an
    /// adapter that reuses components: adopted ones must never come back to a row.
    var userCodeAdopts = false
  }

  static let rowHeight = 10.0
  static let cacheLimit = 20

  let window = Window(traceName: "test")
  let auditor = LifecycleAuditor()
  let pairing = DisplayPairing()
  let root = Probe("root")
  /// Where user code puts the components it adopts (``ListAdapterStep/adopt(_:)``).
  let holder = Probe("holder")
  let list = ListView(traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: 30))
  let adapter: ListHostingAdapter<[TestItem], ItemProbe>
  let tracker = LifetimeTracker()
  let checksContent: Bool
  /// The components user code adopted and still holds in ``holder``.
  var adopted: [ItemProbe] = []
  /// The displayed rows whose component user code adopted: their cell shows what is left of it
  /// (or nothing) until the row ends display (contract §6).
  var givenUp: [GivenUpRow] = []

  struct GivenUpRow {
    weak var cell: ListCell?
    let itemID: Int
  }
  /// Where the list must be scrolled: the last offset asked for, clamped to the content.
  var offset = 0.0

  init(options: Options) {
    checksContent = !options.duplicates
    auditor.attach(to: window)
    window.addObserver(pairing)
    window.rootComponent = root
    window.makeKeyAndVisible()
    list.rowHeight = Self.rowHeight
    list.preloadRowCount = 1
    root.view.addSubview(list)
    root.embed(holder)
    let tracker = tracker
    adapter = ListHostingAdapter(
      items: (0..<30).map { TestItem($0) }, parent: root, listView: list,
      cacheLimit: options.userCodeAdopts ? 2 : Self.cacheLimit,
      reusesComponents: options.userCodeAdopts, factory: { ItemProbe($0, tracker: tracker) })
    adapter.reloadData()
  }

  func apply(_ step: ListAdapterStep) {
    switch step {
    case .scroll(let offset):
      self.offset = offset
      list.scroll(to: offset)
    case .apply(let items): adapter.apply(items)
    case .reload(let items): adapter.reloadData(items)
    case .height(let height): list.frame = Rect(x: 0, y: 0, width: 100, height: height)
    case .preload(let rows): list.preloadRowCount = rows
    case .toggleWindow:
      if window.isVisible { window.hide() } else { window.makeKeyAndVisible() }
    case .reloadRows(let rows):
      let indexPaths = rows.filter { $0 < adapter.items.count }.map {
        ListIndexPath(row: $0, section: 0)
      }
      list.performBatchUpdates { list.reloadRows(at: indexPaths) }
    case .adopt(let index):
      guard index < adapter.items.count,
        let component = adapter.component(forIdentifier: adapter.items[index].id),
        component.parent !== holder
      else { return }
      if let cell = adapter.cell(for: component) {
        givenUp.append(GivenUpRow(cell: cell, itemID: component.item.id))
      }
      adopted.append(component)
      holder.embed(component)
    case .releaseAdopted:
      for component in holder.children { component.unembed() }
      adopted.removeAll()
    }
  }

  /// Nothing to settle: every step completes at once.
  func settle() -> String? { nil }

  /// Removes the window's root; once the world is gone, no item's component may be alive.
  func tearDown() -> () -> String? {
    window.rootComponent = nil
    let tracker = tracker
    return { tracker.live == 0 ? nil : "\(tracker.live) components leaked" }
  }
}
