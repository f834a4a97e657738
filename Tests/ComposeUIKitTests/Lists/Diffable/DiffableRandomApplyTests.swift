import Foundation
import Testing

#if os(iOS)
  import UIKit
#else
  import ComposeUIKit
  import Compose
#endif

// Seeded random snapshots applied one after another to a table in a window, with random
// scrolling: after each apply the table shows the snapshot (counts, and the item of every
// displayed row), the display events stay balanced, no batch update is inconsistent (the harness
// fails on any diagnostic), and an item displayed before and after keeps its cell unless it or
// its section was reloaded or its section was inserted or deleted (contract §6).

#if !os(iOS)
  /// SplitMix64: a small seeded generator, so that a failing seed replays.
  private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @MainActor
  @Suite struct DiffableRandomApplyTests {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    /// One to four random valid changes to `snapshot`.
    private func change(_ snapshot: inout Snapshot, _ rng: inout SeededGenerator) {
      let sectionPool = (0..<6).map { "S\($0)" }
      let itemPool = (0..<40).map { "i\($0)" }
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let sections = snapshot.sectionIdentifiers
        let items = snapshot.itemIdentifiers
        let freeSections = sectionPool.filter { !sections.contains($0) }
        let freeItems = itemPool.filter { snapshot.sectionIdentifier(containingItem: $0) == nil }
        switch Int.random(in: 0..<12, using: &rng) {
        case 0 where !freeSections.isEmpty:
          let new = freeSections.randomElement(using: &rng)!
          if let anchor = sections.randomElement(using: &rng), Bool.random(using: &rng) {
            snapshot.insertSections([new], beforeSection: anchor)
          } else {
            snapshot.appendSections([new])
          }
        case 1 where sections.count > 1:
          snapshot.deleteSections([sections.randomElement(using: &rng)!])
        case 2 where sections.count > 1:
          let moved = sections.randomElement(using: &rng)!
          let anchor = sections.filter { $0 != moved }.randomElement(using: &rng)!
          snapshot.moveSection(moved, afterSection: anchor)
        case 3...4:
          guard let section = sections.randomElement(using: &rng) else { continue }
          let count = Int.random(in: 1...3, using: &rng)
          snapshot.appendItems(
            Array(freeItems.shuffled(using: &rng).prefix(count)), toSection: section)
        case 5 where !items.isEmpty:
          let anchor = items.randomElement(using: &rng)!
          snapshot.insertItems(Array(freeItems.shuffled(using: &rng).prefix(2)), beforeItem: anchor)
        case 6 where !items.isEmpty:
          snapshot.deleteItems(
            Array(items.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))))
        case 7...9 where items.count > 1:
          let moved = items.randomElement(using: &rng)!
          let anchor = items.filter { $0 != moved }.randomElement(using: &rng)!
          if Bool.random(using: &rng) {
            snapshot.moveItem(moved, beforeItem: anchor)
          } else {
            snapshot.moveItem(moved, afterItem: anchor)
          }
        case 10 where !items.isEmpty:
          let marked = Array(items.shuffled(using: &rng).prefix(2))
          if Bool.random(using: &rng) {
            snapshot.reloadItems(marked)
          } else {
            snapshot.reconfigureItems(marked)
          }
        case 11 where !sections.isEmpty && Int.random(in: 0..<3, using: &rng) == 0:
          snapshot.reloadSections([sections.randomElement(using: &rng)!])
        default:
          continue
        }
      }
    }

    /// 40 seeds at full size (`COMPOSE_RANDOM_FULL=1`, as CI runs the random tests), 4 at smoke
    /// size, the default.
    nonisolated static let seeds: Range<Int> = {
      let value = ProcessInfo.processInfo.environment["COMPOSE_RANDOM_FULL"]
      return value.map { !$0.isEmpty && $0 != "0" } ?? false ? 0..<40 : 0..<4
    }()

    @Test(arguments: seeds)
    func randomSnapshotsKeepTheTableConsistent(seed: Int) {
      var rng = SeededGenerator(state: UInt64(seed))
      let screen = DiffableTableScreen()
      let test = ListTestWindow(root: screen)
      var snapshot = Snapshot()
      snapshot.appendSections(["S0"])
      snapshot.appendItems(["i0", "i1", "i2"])
      screen.dataSource.apply(snapshot)
      screen.tableView.layoutIfNeeded()
      var log = screen.drainLog()
      for step in 0..<60 {
        let before = screen.dataSource.snapshot()
        var next = before
        change(&next, &rng)
        #expect(next.composeDiagnostics.isEmpty, "seed \(seed) step \(step)")
        // The cells of the displayed items, by item.
        var cells: [String: UITableViewCell] = [:]
        for cell in screen.tableView.visibleCells {
          if let indexPath = screen.tableView.indexPath(for: cell),
            let item = screen.dataSource.itemIdentifier(for: indexPath)
          {
            cells[item] = cell
          }
        }
        screen.dataSource.apply(next)
        log += screen.drainLog()

        let table = screen.tableView
        #expect(table.numberOfSections == next.numberOfSections, "seed \(seed) step \(step)")
        for (index, section) in next.sectionIdentifiers.enumerated() {
          #expect(table.numberOfRows(inSection: index) == next.numberOfItems(inSection: section))
        }
        for cell in table.visibleCells {
          let item = table.indexPath(for: cell).flatMap(screen.dataSource.itemIdentifier(for:))
          #expect(cell.textLabel?.text == item, "seed \(seed) step \(step)")
        }
        let balance = displayedAfter(log)
        #expect(balance.balanced, "seed \(seed) step \(step)")
        #expect(balance.displayed == Set(screen.visibleTexts), "seed \(seed) step \(step)")
        // Items displayed before and after keep their cell, unless rebuilt.
        for (item, cell) in cells {
          guard let indexPath = screen.dataSource.indexPath(for: item),
            let now = table.cellForRow(at: indexPath),
            let oldSection = before.sectionIdentifier(containingItem: item),
            let newSection = next.sectionIdentifier(containingItem: item),
            before.indexOfSection(newSection) != nil, next.indexOfSection(oldSection) != nil,
            !next.reloadedItemIdentifiers.contains(item),
            !next.reloadedSectionIdentifiers.contains(oldSection),
            !next.reloadedSectionIdentifiers.contains(newSection)
          else { continue }
          #expect(now === cell, "seed \(seed) step \(step): \(item) changed cell")
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
          let height = Int(table.contentSize.height)
          table.contentOffset = CGPoint(
            x: 0, y: CGFloat(Int.random(in: 0...max(0, height), using: &rng)))
          log += screen.drainLog()
        }
      }
      withExtendedLifetime(test) {}
    }
  }
#endif
