import ComposeTesting

/// Picks the section batch world's steps: first a load of three sections, then scrolls, length
/// and preload changes and, most often, a batch to a randomly edited copy of the current data
/// (sections removed, inserted and moved; rows removed, inserted and moved within or between
/// sections), with random surviving rows reloaded or reconfigured and sections reloaded.
struct SectionBatchGenerator: RandomStepGenerator {
  typealias Shape = SectionBatchStep.SectionShape

  private var rng: SplitMix64
  private var nextID = 0
  private var loaded = false

  init(seed: UInt64, options: SectionBatchWorld.Options) { rng = SplitMix64(seed: seed) }

  private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

  /// A new row with a random height.
  private mutating func fresh() -> SectionBatchStep.RowShape {
    nextID += 1
    return SectionBatchStep.RowShape(id: nextID, height: [5.0, 10, 15, 20][int(0...3)])
  }

  private mutating func freshRows(upTo count: Int) -> [SectionBatchStep.RowShape] {
    (0..<int(0...count)).map { _ in fresh() }
  }

  mutating func next(for world: SectionBatchWorld) -> SectionBatchStep {
    guard loaded else {
      loaded = true
      var sections: [Shape] = []
      for _ in 0..<3 {
        nextID += 1
        let id = nextID
        sections.append(Shape(id: id, rows: freshRows(upTo: 5)))
      }
      return .load(sections)
    }
    switch int(0...9) {
    case 0, 1: return .scroll(to: Double(int(-20...200)))
    case 2: return .length(Double(int(0...8)) * 7.5)
    case 3: return .preload(int(0...3))
    default: return batch(from: world.shapes)
    }
  }

  private mutating func batch(from old: [Shape]) -> SectionBatchStep {
    var new = old
    for _ in 0..<int(0...4) { edit(&new) }
    // Which surviving rows to reload or reconfigure, and which sections to reload.
    let oldSectionIDs = Set(old.map(\.id))
    var newSectionOfRow: [Int: Int] = [:]
    for (index, section) in new.enumerated() {
      for row in section.rows { newSectionOfRow[row.id] = index }
    }
    let newSectionIDs = Set(new.map(\.id))
    var reloadRows: Set<Int> = []
    var reconfigureRows: Set<Int> = []
    for section in old where newSectionIDs.contains(section.id) {
      for row in section.rows {
        guard let to = newSectionOfRow[row.id], oldSectionIDs.contains(new[to].id) else {
          continue
        }
        switch int(0...7) {
        case 0: reloadRows.insert(row.id)
        case 1: reconfigureRows.insert(row.id)
        default: break
        }
      }
    }
    var reloadSections: Set<Int> = []
    for section in old where int(0...5) == 0 { reloadSections.insert(section.id) }
    return .batch(
      to: new, reloadRows: reloadRows, reconfigureRows: reconfigureRows,
      reloadSections: reloadSections)
  }

  private mutating func edit(_ new: inout [Shape]) {
    switch int(0...6) {
    case 0 where new.count > 0:
      new.remove(at: int(0...new.count - 1))
    case 1:
      nextID += 1
      let id = nextID
      let section = Shape(id: id, rows: freshRows(upTo: 3))
      new.insert(section, at: int(0...new.count))
    case 2 where new.count > 1:
      let section = new.remove(at: int(0...new.count - 1))
      new.insert(section, at: int(0...new.count))
    case 3 where !new.isEmpty:
      let index = int(0...new.count - 1)
      if !new[index].rows.isEmpty { new[index].rows.remove(at: int(0...new[index].rows.count - 1)) }
    case 4 where !new.isEmpty:
      let index = int(0...new.count - 1)
      let row = fresh()
      new[index].rows.insert(row, at: int(0...new[index].rows.count))
    case 5, 6:
      guard !new.isEmpty else { break }
      let index = int(0...new.count - 1)
      guard !new[index].rows.isEmpty else { break }
      let row = new[index].rows.remove(at: int(0...new[index].rows.count - 1))
      let target = int(0...new.count - 1)
      new[target].rows.insert(row, at: int(0...new[target].rows.count))
    default: break
    }
  }
}
