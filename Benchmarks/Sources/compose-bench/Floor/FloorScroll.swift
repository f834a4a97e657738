import Compose

/// The scrolling floor: `ScrollBenchmark.scroll` on the floor's object model, over the same lazy
/// rows, viewport, preload range, cache and component reuse.
enum FloorScroll {
  /// Scrolls a list of `count` rows from top to bottom, one row per step.
  static func scroll(rows count: Int) -> ScrollBenchmark.Result {
    typealias Bench = ScrollBenchmark.Bench
    let screen = FloorNode()
    screen.appearAsRoot()
    let list = FloorList(
      rowHeight: ListScreen.rowHeight, viewportRows: Bench.viewportRows,
      preloadRowCount: Bench.preloadRowCount)
    list.frame = Rect(x: 0, y: 0, width: 390, height: list.length)
    screen.view.addSubview(list)
    let adapter = FloorAdapter(
      items: ScrollBenchmark.rows(count), parent: screen, cacheLimit: Bench.cacheLimit)
    list.delegate = adapter
    list.rowCount = count
    list.scroll(to: 0)
    let last = count - Bench.viewportRows
    let duration = time { steps(list, last: last) }
    var problems: [String] = []
    let rows = list.displayed.map(\.row)
    if rows != Array(last..<count) {
      problems.append("floor: visible rows \(rows.first ?? -1)... instead of \(last)...")
    }
    let hosted = adapter.hosted(in: list)
    if hosted.map(\.row.id) != Array(last..<count) || !hosted.allSatisfy(\.isAppeared) {
      problems.append("floor: hosted components do not match the visible rows, or not appeared")
    }
    return ScrollBenchmark.Result(
      duration: duration, steps: last, cellsCreated: list.cellsCreated,
      componentsCreated: adapter.componentsCreated, maximumLiveComponents: 0, problems: problems)
  }

  /// The measured part (a function of its own for callgrind's `--toggle-collect`).
  @inline(never)
  static func steps(_ list: FloorList, last: Int) {
    for step in 1...last { list.scroll(to: Double(step) * list.rowHeight) }
  }
}
