import Compose
import ComposeTestFixtures
import Testing

/// A visible window whose root hosts a vertical list through a `ListHostingAdapter`.
final class ListFixture {
  let h: Harness
  let list: ListView
  let adapter: ListHostingAdapter<[TestItem], ItemProbe>
  let tracker = LifetimeTracker()

  /// `rows` items `0..<rows`; the viewport shows `viewportRows` rows of height 10.
  init(
    rows: Int, viewportRows: Int = 3, preload: Int = 0, cacheLimit: Int = 20,
    reusesComponents: Bool = false, visible: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    h = Harness(visible: visible, sourceLocation: sourceLocation)
    list = ListView(
      traceName: "list", frame: Rect(x: 0, y: 0, width: 100, height: Double(viewportRows) * 10))
    list.rowHeight = 10
    list.preloadRowCount = preload
    h.root.view.addSubview(list)
    let tracker = tracker
    adapter = ListHostingAdapter(
      items: (0..<rows).map { TestItem($0) }, parent: h.root, listView: list,
      cacheLimit: cacheLimit, reusesComponents: reusesComponents,
      factory: { ItemProbe($0, tracker: tracker) })
  }

  // Nonisolated, written out: an implicit deinit of a main-actor class is isolated, and an
  // isolated deinit runs with the task's locals cleared, so the end-of-test check of `h` would
  // belong to no test ("«unknown»" in Swift Testing's report).
  deinit {}

  var root: Probe { h.root }

  /// The names of the components hosted by the displayed cells, in row order.
  var hostedNames: [String] {
    list.visibleCells.map { ($0 as? HostingCell)?.hostedComponent?.traceName ?? "-" }
  }

  /// The rows of the displayed cells, in order.
  var visibleRows: [Int] { list.indexPathsForVisibleRows.map(\.row) }
}
