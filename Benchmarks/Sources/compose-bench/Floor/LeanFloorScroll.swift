/// The lean scrolling floor: the floor's object model with no cell layer and
/// no list. Per scrolled row, the component of the row that leaves the top is unembedded (its
/// four callbacks: `willMove(toParent: nil)`, `viewWillDisappear`, `viewDidDisappear`,
/// `didMove(toParent: nil)`) and cached, the row entering the preload range below is made and
/// cached, and the component of the row entering the bottom is embedded in the screen's view
/// (its four callbacks), from the same table, cache and reuse pool as ``FloorScroll``'s
/// (``FloorAdapter``). What remains over it is the price of cells, the list and the engine's
/// bookkeeping.
enum LeanFloorScroll {
  /// Scrolls `count` rows from top to bottom, one row per step.
  static func scroll(rows count: Int) -> ScrollBenchmark.Result {
    typealias Bench = ScrollBenchmark.Bench
    let viewport = Bench.viewportRows
    let screen = FloorNode()
    screen.appearAsRoot()
    let adapter = FloorAdapter(
      items: ScrollBenchmark.rows(count), parent: screen, cacheLimit: Bench.cacheLimit)
    for row in 0..<min(count, viewport + Bench.preloadRowCount) {
      adapter.preload(row: row, inViewport: row < viewport)
    }
    var shown = (0..<min(count, viewport)).map { adapter.enter(row: $0, in: screen.view) }
    let last = count - viewport
    let duration = time { steps(adapter, &shown, in: screen.view, rows: count, last: last) }
    var problems: [String] = []
    let rows = shown.map(\.item.id).sorted()
    if rows != Array(last..<count) || !shown.allSatisfy(\.component.isAppeared) {
      problems.append("lean floor: shown rows \(rows.first ?? -1)... instead of \(last)...")
    }
    return ScrollBenchmark.Result(
      duration: duration, steps: last, cellsCreated: 0,
      componentsCreated: adapter.componentsCreated, maximumLiveComponents: 0, problems: problems)
  }

  /// The measured part (a function of its own for callgrind's `--toggle-collect`): `shown` is a
  /// ring of the viewport's entries, the oldest at `step % viewport`.
  @inline(never)
  static func steps(
    _ adapter: FloorAdapter, _ shown: inout [FloorEntry], in container: FloorView, rows count: Int,
    last: Int
  ) {
    let viewport = shown.count
    let preload = ScrollBenchmark.Bench.preloadRowCount
    guard viewport > 0, last > 0 else { return }
    for step in 1...last {
      let slot = (step - 1) % viewport
      adapter.leave(shown[slot])
      let entering = step + viewport - 1
      if entering + preload < count {
        adapter.preload(row: entering + preload, inViewport: false)
      }
      shown[slot] = adapter.enter(row: entering, in: container)
    }
  }
}
