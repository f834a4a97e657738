/// A row's component on the floor: it receives its row as Compose's `RowComponent` does.
final class FloorRowComponent: FloorComponent {
  private(set) var row: Row

  init(row: Row) {
    self.row = row
    super.init()
  }

  func update(with row: Row) { self.row = row }
}

/// What the floor's adapter keeps per identity: the component, its item, and where it is
/// (hosted by a cell, or cached with the stamp of its cache record).
final class FloorEntry {
  let component: FloorRowComponent
  var item: Row
  var cacheStamp = 0

  init(component: FloorRowComponent, item: Row) {
    self.component = component
    self.item = item
  }
}

/// The floor's adapter: one table of the hosted and cached components by identifier, a cache of
/// `cacheLimit` in insertion order, and up to two evicted components kept for reuse: what
/// `ListHostingAdapter` does with `reusesComponents`.
final class FloorAdapter: FloorListDelegate {
  let items: ScrollBenchmark.LazyRows
  /// Weak, as `ListHostingAdapter.parent` is.
  weak var parent: FloorComponent?
  let cacheLimit: Int
  private var table: [Int: FloorEntry] = [:]
  private var order: [(entry: FloorEntry, stamp: Int)] = []
  private var head = 0
  private var cached = 0
  private var stamp = 0
  private var recycled: [FloorEntry] = []
  private(set) var componentsCreated = 0

  init(items: ScrollBenchmark.LazyRows, parent: FloorComponent, cacheLimit: Int) {
    self.items = items
    self.parent = parent
    self.cacheLimit = cacheLimit
  }

  /// The components of the displayed cells, in row order.
  func hosted(in list: FloorList) -> [FloorRowComponent] {
    list.displayed.compactMap { $0.entry?.component }
  }

  func floorList(_ list: FloorList, cellForRow row: Int) -> FloorCell { list.dequeue() }

  func floorList(_ list: FloorList, willDisplay cell: FloorCell, row: Int) {
    cell.entry = enter(row: row, in: cell.contentView)
  }

  func floorList(_ list: FloorList, didEndDisplaying cell: FloorCell, row: Int) {
    guard let entry = cell.entry else { return }
    cell.entry = nil
    leave(entry)
  }

  func floorList(_ list: FloorList, willEnterPreloadRangeAt row: Int, inViewport: Bool) {
    preload(row: row, inViewport: inViewport)
  }

  /// Embeds the component of `row` (from the table or the cache, or made) in `container`.
  func enter(row: Int, in container: FloorView) -> FloorEntry {
    let item = items[row]
    let entry: FloorEntry
    if let found = table[item.id] {
      entry = found
      if entry.cacheStamp != 0 {
        entry.cacheStamp = 0
        cached -= 1
      }
    } else {
      entry = makeEntry(item)
      table[item.id] = entry
    }
    if entry.item != item {
      entry.item = item
      entry.component.update(with: item)
    }
    parent?.embed(entry.component, in: container)
    return entry
  }

  /// Unembeds the component of `entry` (disappearing) and caches it.
  func leave(_ entry: FloorEntry) {
    entry.component.unembed()
    cache(entry)
  }

  /// Makes and caches the component of `row` when the table has none (loading its view when the
  /// row is outside the viewport).
  func preload(row: Int, inViewport: Bool) {
    let item = items[row]
    guard table[item.id] == nil else { return }
    let entry = makeEntry(item)
    if !inViewport { _ = entry.component.view }
    table[item.id] = entry
    cache(entry)
  }

  private func makeEntry(_ item: Row) -> FloorEntry {
    if let entry = recycled.popLast() {
      entry.item = item
      entry.component.update(with: item)
      return entry
    }
    componentsCreated += 1
    return FloorEntry(component: FloorRowComponent(row: item), item: item)
  }

  /// Caches `entry` (already in the table), evicting the oldest beyond the limit.
  private func cache(_ entry: FloorEntry) {
    stamp += 1
    entry.cacheStamp = stamp
    cached += 1
    order.append((entry, stamp))
    while cached > cacheLimit, head < order.count {
      let oldest = order[head]
      head += 1
      guard oldest.entry.cacheStamp == oldest.stamp else { continue }
      oldest.entry.cacheStamp = 0
      cached -= 1
      table[oldest.entry.item.id] = nil
      if recycled.count < 2 { recycled.append(oldest.entry) }
    }
    if head > 64, head * 2 > order.count {
      order.removeFirst(head)
      head = 0
    }
  }
}
