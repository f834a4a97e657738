import Compose
import Testing

/// Random testing of a whole app's tree: seeded sequences of 1,000 steps (by default) over plain
/// and manual containers, a list hosting children, navigation, presentation, tabs, a state
/// container, the window and its clock, with misuse mixed in. After every step: parents, children
/// and views agree, appearance is balanced, cells are paired, a `LifecycleAuditor` attached to the
/// window reports nothing (a misuse step expects exactly its own finding, then clears it), and at
/// quiescent points every component is appeared exactly when the contract's visibility rule
/// (computed from the structure alone) says so. The manual containers behave as a correct UIKit
/// container (`AppNode+Manual.swift`). After teardown nothing created is alive (tracked weakly:
/// the world, and with it the window and the auditor, is gone by then). A failing seed is
/// reported with a shrunk step list that still fails the same way.
///
/// `COMPOSE_MODEL_SEED=1234` (or `COMPOSE_RANDOM_SEED=1234`) replays one seed,
/// `COMPOSE_MODEL_SEEDS=5000` runs more, `COMPOSE_MODEL_OPS=10000` makes the sequences longer.
@Suite struct RandomAppTests {
  static let run = RandomRun<AppWorld>(
    options: (), shrinkBudget: 1_500, replayHint: { "COMPOSE_MODEL_SEED=\($0)" })

  /// `COMPOSE_MODEL_SEED` runs that seed alone, `COMPOSE_MODEL_SEEDS` runs seeds `1...n`;
  /// default: 200 seeds at full size (`COMPOSE_RANDOM_FULL=1`), 2 at smoke size.
  nonisolated static let seeds: [UInt64] = {
    if let seed = RandomEnvironment.integer("COMPOSE_MODEL_SEED") { return [seed] }
    let given = RandomEnvironment.integer("COMPOSE_MODEL_SEEDS")
    let count = given ?? RandomEnvironment.size(full: 200, smoke: 2)
    let seeds = Array(1...max(count, 1))
    return RandomEnvironment.seeds(seeds, smoke: seeds.count)
  }()

  /// `COMPOSE_MODEL_OPS` steps per seed; default 1,000.
  static let steps = RandomEnvironment.integer("COMPOSE_MODEL_OPS").map(Int.init) ?? 1_000

  @Test(arguments: seeds)
  func randomSequencesKeepTheContract(seed: UInt64) {
    Self.run.check(seed: seed, count: Self.steps)
  }

  /// The checks are not vacuous: the sequences reach quiescent points often, use at least 30
  /// kinds of steps and every misuse, and the leak check tracks what they create.
  /// A check of the generator, not of the engine: it runs at full size only
  /// (`COMPOSE_RANDOM_FULL=1`, CI's full-size step), so that the default `swift test` stays fast.
  @Test(.enabled(if: RandomEnvironment.isFull, "a check of the generator, run at full size"))
  func theSequencesCoverEveryArea() {
    var kinds: Set<String> = []
    var misuses: Set<String> = []
    var quiescent = 0
    var steps = 0
    var tracked = 0
    var expectedFindings = 0
    for seed in UInt64(1)...3 {
      var findings = 0
      var trackedInRun = 0
      let outcome = Self.run.explore(seed: seed, count: 1_000) { world, _ in
        if world.isQuiescent { quiescent += 1 }
        trackedInRun = world.registry.trackedCount
        findings = world.expectedFindings
      }
      #expect(outcome.failure == nil, "seed \(seed): \(outcome.failure?.message ?? "")")
      for step in outcome.steps {
        kinds.insert(step.kind)
        if case .misuse(let kind, _, _) = step { misuses.insert(kind.rawValue) }
      }
      steps += outcome.steps.count
      tracked += trackedInRun
      expectedFindings += findings
    }
    #expect(kinds.count >= 30, "\(kinds.sorted())")
    #expect(misuses.count == AppMisuse.allCases.count, "\(misuses.sorted())")
    #expect(quiescent * 4 > steps, "\(quiescent) quiescent of \(steps)")
    #expect(tracked > 150, "\(tracked) objects tracked")
    #expect(expectedFindings > 0, "the misuse steps the auditor must report were never run")
  }

  /// A deliberately failing invariant, planted: "the navigation container holds three
  /// components while the list's tab is selected". The shrinker cuts the seed's long sequence
  /// down to the few steps that matter, which still fail the same way.
  @Test func theShrinkerCutsAPlantedFailureToAFewSteps() throws {
    var planted = Self.run
    planted.planted = { world in
      guard let nav = world.component(AppWorld.navID) as? NavigationContainer,
        nav.stack.count >= 3, world.tabs.selectedIndex == AppWorld.listsTabIndex
      else { return nil }
      return "three in the stack with the list shown"
    }
    let found = (UInt64(1)...40).lazy.map { planted.explore(seed: $0, count: 1_000) }
      .first { $0.failure?.message.hasPrefix("planted") == true }
    let outcome = try #require(found)
    let failure = try #require(outcome.failure)
    #expect(failure.step > 3)
    let shrunk = planted.shrink(outcome.steps, failure: failure)
    #expect(shrunk.count <= 3, "\(shrunk)")
    #expect(planted.replay(shrunk)?.kind == failure.kind)
    #expect(Self.run.replay(shrunk) == nil, "without the planted check it passes")
  }
}
