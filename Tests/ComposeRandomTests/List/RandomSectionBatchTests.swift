import Testing

/// Random testing of multi-section batch updates on a plain list with per-row heights: seeded
/// batches (sections and rows deleted, inserted, moved, reloaded and reconfigured), scrolls,
/// length and preload changes, with the list's rows, preload range, cells, frames and display
/// events checked after every step. A failing seed is reported with a shrunk step list.
@Suite struct RandomSectionBatchTests {
  static let run = RandomRun<SectionBatchWorld>(options: .init(horizontal: false))
  /// The first step loads the data; 60 steps follow.
  static let steps = 61

  nonisolated static let verticalSeeds = RandomEnvironment.seeds(Array(1...150), smoke: 3)
  nonisolated static let horizontalSeeds = RandomEnvironment.seeds(Array(500...600), smoke: 4)

  @Test(arguments: verticalSeeds)
  func batchesKeepAVerticalListsRowsAndCells(seed: UInt64) {
    Self.run.check(seed: seed, count: Self.steps)
  }

  @Test(arguments: horizontalSeeds)
  func batchesKeepAHorizontalListsRowsAndCells(seed: UInt64) {
    var run = Self.run
    run.options.horizontal = true
    run.check(seed: seed, count: Self.steps)
  }
}
