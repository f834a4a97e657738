import Testing

/// Random testing of navigation, presentation and tabs: pushes, pops, pop-to, setStack, the back
/// button, interactive pop and dismiss (finish and cancel), presents in both styles, dismisses from
/// presenter or presented, tab selection, window hide and show, clock advances of random lengths,
/// and requests issued mid-animation. After every step the auditor finds nothing and appearance is
/// balanced; at quiescence the visibility rule (contract §3), the containers' structure and the
/// delegates' reasons are checked; after teardown no probe is alive. A failing seed is reported
/// with a shrunk step list.
@Suite struct RandomNavigationTests {
  static let run = RandomRun<NavigationWorld>(options: .init(presentsFromChildren: false))

  nonisolated static let seeds = RandomEnvironment.seeds(Array(1...400), smoke: 4)
  nonisolated static let seedsPresentingFromChildren = RandomEnvironment.seeds(
    Array(1...40), smoke: 4)

  @Test(arguments: seeds)
  func stacksPresentationsAndTabsKeepTheContract(seed: UInt64) {
    Self.run.check(seed: seed, count: 150)
  }

  /// The same, presenting and dismissing from any component of the top context.
  @Test(arguments: seedsPresentingFromChildren)
  func presentingAndDismissingFromChildrenKeepsTheContract(seed: UInt64) {
    var run = Self.run
    run.options.presentsFromChildren = true
    run.check(seed: seed, count: 150)
  }
}
