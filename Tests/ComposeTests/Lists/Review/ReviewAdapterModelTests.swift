import Compose
import ComposeTesting
import Testing

/// Seeded random model test of a list hosting children through ListHostingAdapter.
@Suite struct ReviewAdapterModelTests {
  static func visibleOracle(count: Int, height: Double, offset: Double, length: Double) -> [Int] {
    guard count > 0, length > 0 else { return [] }
    return (0..<count).filter {
      Double($0) * height < offset + length && Double($0 + 1) * height > offset
    }
  }

  static func run(seed: UInt64, steps: Int, duplicates: Bool, checkContent: Bool = true) -> [String]
  {
    var rng = SplitMix64(seed: seed)
    var problems: [String] = []
    let tracker = LifetimeTracker()
    var nextID = 1000
    do {
      let pairing = DisplayPairing()
      let f = ListFixture(rows: 30, viewportRows: 3, preload: 1, cacheLimit: 20)
      f.h.window.addObserver(pairing)
      let adapter = ListHostingAdapter(
        items: (0..<30).map { TestItem($0) }, parent: f.h.root, listView: f.list,
        cacheLimit: 20, factory: { ItemProbe($0, tracker: tracker) })
      var offset = 0.0
      var log: [String] = []
      adapter.reloadData()
      for step in 0..<steps {
        var items = adapter.items
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1:
          offset = Double(Int.random(in: -30...400, using: &rng))
          log.append("scroll(\(offset))")
          f.list.scroll(to: offset)
        case 2, 3, 4:
          for _ in 0..<Int.random(in: 0...4, using: &rng) {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0 where !items.isEmpty:
              items.remove(at: Int.random(in: 0..<items.count, using: &rng))
            case 1:
              nextID += 1
              items.insert(TestItem(nextID), at: Int.random(in: 0...items.count, using: &rng))
            case 2 where !items.isEmpty:
              let item = items.remove(at: Int.random(in: 0..<items.count, using: &rng))
              items.insert(item, at: Int.random(in: 0...items.count, using: &rng))
            case 3 where !items.isEmpty:
              let i = Int.random(in: 0..<items.count, using: &rng)
              items[i].text = "v\(step)"
            case 4 where duplicates && !items.isEmpty:
              let item = items[Int.random(in: 0..<items.count, using: &rng)]
              items.insert(item, at: Int.random(in: 0...items.count, using: &rng))
            default: break
            }
          }
          log.append("apply(\(items.map(\.id)))")
          adapter.apply(items)
        case 5:
          if Bool.random(using: &rng) {
            items.shuffle(using: &rng)
          } else {
            items = Array(items.prefix(Int.random(in: 0...items.count, using: &rng)))
          }
          log.append("reloadData(\(items.map(\.id)))")
          adapter.reloadData(items)
        case 6:
          let height =
            Double(Int.random(in: 0...6, using: &rng)) * 10 + Double(
              Int.random(in: 0...1, using: &rng)) * 5
          log.append("frame height \(height)")
          f.list.frame = Rect(x: 0, y: 0, width: 100, height: height)
        case 7:
          let p = Int.random(in: 0...4, using: &rng)
          log.append("preload \(p)")
          f.list.preloadRowCount = p
        case 8:
          if f.h.window.isVisible {
            log.append("hide")
            f.h.window.hide()
          } else {
            log.append("show")
            f.h.window.makeKeyAndVisible()
          }
        default:
          let rows = (0..<Int.random(in: 0...2, using: &rng)).compactMap { _ in
            adapter.items.isEmpty
              ? nil
              : ListIndexPath(row: Int.random(in: 0..<adapter.items.count, using: &rng), section: 0)
          }
          let unique = Array(Set(rows))
          log.append("reloadRows(\(unique))")
          f.list.performBatchUpdates { f.list.reloadRows(at: unique) }
        }
        // Checks.
        var stepProblems: [String] = []
        let length = f.list.frame.size.height
        let content = Double(adapter.items.count) * 10
        offset = min(max(offset, 0), max(0, content - length))
        if f.list.contentOffset != offset {
          stepProblems.append("offset \(f.list.contentOffset) != \(offset)")
        }
        let expected = visibleOracle(
          count: adapter.items.count, height: 10, offset: offset, length: length)
        let rows = f.list.indexPathsForVisibleRows.map(\.row)
        if rows != expected { stepProblems.append("rows \(rows) != \(expected)") }
        var seen = Set<ObjectIdentifier>()
        for cell in f.list.visibleCells {
          guard let row = cell.indexPath?.row, let hosting = cell as? HostingCell else {
            stepProblems.append("cell without row or not hosting")
            continue
          }
          guard let probe = hosting.hostedComponent as? ItemProbe else {
            stepProblems.append("row \(row) hosts nothing")
            continue
          }
          if row < adapter.items.count, probe.item.id != adapter.items[row].id {
            stepProblems.append(
              "row \(row) hosts item \(probe.item.id), expected \(adapter.items[row].id)")
          }
          if checkContent, row < adapter.items.count, probe.item.text != adapter.items[row].text {
            stepProblems.append(
              "row \(row) content \(probe.item.text), expected \(adapter.items[row].text)")
          }
          if !seen.insert(ObjectIdentifier(probe)).inserted {
            stepProblems.append("\(probe.traceName) hosted twice")
          }
          if probe.parent !== f.h.root {
            stepProblems.append("\(probe.traceName) not a child of root")
          }
          if probe.viewIfLoaded?.superview !== hosting.contentView {
            stepProblems.append("\(probe.traceName) view not in its cell")
          }
          if probe.appearanceState != f.h.root.appearanceState {
            stepProblems.append(
              "\(probe.traceName) \(probe.appearanceState) vs root \(f.h.root.appearanceState)")
          }
        }
        if f.h.root.children.count != f.list.visibleCells.count {
          stepProblems.append(
            "root has \(f.h.root.children.count) children for \(f.list.visibleCells.count) cells")
        }
        if adapter.cachedComponentCount > 20 {
          stepProblems.append("cache \(adapter.cachedComponentCount)")
        }
        stepProblems += CellInvariants.problems(in: f.list)
        stepProblems += pairing.problems
        if !stepProblems.isEmpty {
          problems.append("seed \(seed) step \(step): \(stepProblems) after \(log.suffix(4))")
          break
        }
      }
      f.h.window.rootComponent = nil
    }
    if tracker.live != 0 { problems.append("seed \(seed): \(tracker.live) components leaked") }
    return problems
  }

  @Test func randomModelWithoutDuplicates() {
    var all: [String] = []
    for seed in UInt64(1)...60 { all += Self.run(seed: seed, steps: 150, duplicates: false) }
    #expect(all.isEmpty, "\(all.prefix(5))")
  }

  /// Identity, containment, appearance and pairing with duplicated identifiers (content not
  /// checked: see duplicateOccurrenceUpdateGoesToFirstOccurrence).
  @Test func randomModelWithDuplicatesIdentityOnly() {
    var all: [String] = []
    for seed in UInt64(100)...160 {
      all += Self.run(seed: seed, steps: 150, duplicates: true, checkContent: false)
    }
    #expect(all.isEmpty, "\(all.prefix(5))")
  }
}
