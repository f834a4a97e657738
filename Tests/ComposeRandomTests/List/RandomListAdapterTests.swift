import Testing

/// Random testing of a list hosting children through `ListHostingAdapter`: seeded edits,
/// reloads, scrolls, viewport and preload changes, row reloads and window visibility, with the
/// rows, hosting, containment, appearance, cell and pairing invariants checked after every step
/// and no item's component alive after teardown. A failing seed is reported with a shrunk step
/// list.
@Suite struct RandomListAdapterTests {
  static let run = RandomRun<ListAdapterWorld>(options: .init(duplicates: false))

  nonisolated static let seeds = RandomEnvironment.seeds(Array(1...60), smoke: 3)
  nonisolated static let seedsWithDuplicates = RandomEnvironment.seeds(Array(100...160), smoke: 2)
  nonisolated static let seedsWithAdoption = RandomEnvironment.seeds(Array(200...260), smoke: 2)

  @Test(arguments: seeds)
  func editsKeepEachRowHostingItsItem(seed: UInt64) {
    Self.run.check(seed: seed, count: 150)
  }

  /// Identity, containment, appearance and pairing with duplicated identifiers (content not
  /// checked here: `duplicateOccurrenceUpdateReachesItsOwnComponent` pins where an update goes).
  @Test(arguments: seedsWithDuplicates)
  func editsWithDuplicatedIdentifiersKeepIdentityAndContainment(seed: UInt64) {
    var run = Self.run
    run.options.duplicates = true
    run.check(seed: seed, count: 150)
  }

  /// User code adopts the components kept for items (hosted or cached) while an adapter that
  /// reuses components scrolls, edits and reloads: an adopted component is never recycled for
  /// another item nor pulled out of where user code put it (contract §6).
  @Test(arguments: seedsWithAdoption)
  func componentsAdoptedByUserCodeAreNeverTakenBack(seed: UInt64) {
    var run = Self.run
    run.options.userCodeAdopts = true
    run.check(seed: seed, count: 150)
  }
}
