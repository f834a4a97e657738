import ComposeTestFixtures

/// One step of the list adapter world.
enum ListAdapterStep: CustomStringConvertible {
  case scroll(to: Double)
  /// `adapter.apply(items)`: the keyed diff's inserts, deletes, moves and updates.
  case apply([TestItem])
  /// `adapter.reloadData(items)`.
  case reload([TestItem])
  case height(Double)
  case preload(Int)
  case toggleWindow
  /// `performBatchUpdates { reloadRows(at: rows) }` (rows beyond the items are left out).
  case reloadRows([Int])
  /// User code adopts the component kept for the item at this position (hosted or cached):
  /// `holder.embed(component)`. It is no longer the adapter's (contract §6).
  case adopt(Int)
  /// User code gives the adopted components up: `unembed()` each.
  case releaseAdopted

  var description: String {
    switch self {
    case .scroll(let offset): "list.scroll(to: \(offset))"
    case .apply(let items): "adapter.apply(\(items.map(\.id)))"
    case .reload(let items): "adapter.reloadData(\(items.map(\.id)))"
    case .height(let height): "list.frame.height = \(height)"
    case .preload(let rows): "list.preloadRowCount = \(rows)"
    case .toggleWindow: "window.toggle()"
    case .reloadRows(let rows): "list.reloadRows(at: \(rows))"
    case .adopt(let index): "holder.embed(adapter.component(for: items[\(index)]))"
    case .releaseAdopted: "holder.children.forEach { $0.unembed() }"
    }
  }
}
