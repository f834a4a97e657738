import ComposeTestFixtures
import ComposeTesting

/// Picks the list adapter world's steps from the seed and the adapter's items: edits of them
/// (inserts, deletes, moves, content updates and, with `duplicates`, repeated identifiers),
/// shuffles and truncations, scrolls, viewport and preload changes, row reloads, the window
/// hidden and shown.
struct ListAdapterGenerator: RandomStepGenerator {
  private var rng: SplitMix64
  private let duplicates: Bool
  private let adopts: Bool
  private var nextID = 1000
  private var step = 0

  init(seed: UInt64, options: ListAdapterWorld.Options) {
    rng = SplitMix64(seed: seed)
    duplicates = options.duplicates
    adopts = options.userCodeAdopts
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

  mutating func next(for world: ListAdapterWorld) -> ListAdapterStep {
    defer { step += 1 }
    var items = world.adapter.items
    switch Int.random(in: 0..<(adopts ? 12 : 10), using: &rng) {
    case 0, 1: return .scroll(to: Double(int(-30...400)))
    case 2, 3, 4:
      for _ in 0..<int(0...4) { edit(&items) }
      return .apply(items)
    case 5:
      if Bool.random(using: &rng) {
        items.shuffle(using: &rng)
      } else {
        items = Array(items.prefix(int(0...items.count)))
      }
      return .reload(items)
    case 6:
      let height = Double(int(0...6)) * 10 + Double(int(0...1)) * 5
      return .height(height)
    case 7: return .preload(int(0...4))
    case 8: return .toggleWindow
    case 10: return .adopt(int(0...max(items.count - 1, 0)))
    case 11: return .releaseAdopted
    default:
      let count = items.count
      let rows = (0..<int(0...2)).compactMap { _ in count == 0 ? nil : int(0...count - 1) }
      return .reloadRows(Set(rows).sorted())
    }
  }

  private mutating func edit(_ items: inout [TestItem]) {
    switch Int.random(in: 0..<5, using: &rng) {
    case 0 where !items.isEmpty:
      items.remove(at: int(0...items.count - 1))
    case 1:
      nextID += 1
      items.insert(TestItem(nextID), at: int(0...items.count))
    case 2 where !items.isEmpty:
      let item = items.remove(at: int(0...items.count - 1))
      items.insert(item, at: int(0...items.count))
    case 3 where !items.isEmpty:
      items[int(0...items.count - 1)].text = "v\(step)"
    case 4 where duplicates && !items.isEmpty:
      let item = items[int(0...items.count - 1)]
      items.insert(item, at: int(0...items.count))
    default: break
    }
  }
}
