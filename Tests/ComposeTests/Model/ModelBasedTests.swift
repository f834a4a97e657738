import Compose
import Testing

/// Model-based random testing (issue 7, part 2): seeded sequences of 1,000 steps (by default)
/// over plain and manual containers, a list hosting children, navigation, presentation, tabs, a
/// state container, the window and its clock, with misuse mixed in. After every step: parents,
/// children and views agree, appearance is balanced, cells are paired, a `LifecycleAuditor`
/// attached to the window reports nothing (a misuse step expects exactly its own finding, then
/// clears it), and at quiescent points every component is appeared exactly when the contract's
/// visibility rule (computed from the structure alone) says so. The manual containers behave as
/// a correct UIKit container (`ModelNode+Manual.swift`). After teardown nothing created is alive
/// (tracked weakly: the world, and with it the window and the auditor, is gone by then). A failing seed is reported
/// with a shrunk sequence of steps that still fails.
///
/// `COMPOSE_MODEL_SEED=1234` replays one seed, `COMPOSE_MODEL_SEEDS=5000` runs more,
/// `COMPOSE_MODEL_OPS=10000` makes the sequences longer.
@Suite struct ModelBasedTests {
  @Test(arguments: ModelConfiguration.seeds)
  func randomSequencesKeepTheContract(seed: UInt64) {
    let outcome = ModelRunner.explore(seed: seed, count: ModelConfiguration.steps)
    guard let failure = outcome.failure else { return }
    let shrunk = ModelRunner.shrink(outcome.ops, failure: failure)
    Issue.record(Comment(rawValue: modelReport(seed: seed, outcome: outcome, shrunk: shrunk)))
  }

  /// The checks are not vacuous: the sequences reach quiescent points often, use at least 20
  /// kinds of steps, and the leak check tracks what they create.
  @Test func theSequencesCoverEveryArea() {
    var kinds: Set<String> = []
    var misuses: Set<String> = []
    var quiescent = 0
    var steps = 0
    var tracked = 0
    var expectedFindings = 0
    for seed in UInt64(1)...3 {
      let outcome = ModelRunner.explore(seed: seed, count: 1_000)
      #expect(outcome.failure == nil, "seed \(seed): \(outcome.failure?.message ?? "")")
      for op in outcome.ops {
        kinds.insert(op.kind)
        if case .misuse(let kind, _, _) = op { misuses.insert(kind.rawValue) }
      }
      quiescent += outcome.quiescentSteps
      steps += outcome.ops.count
      tracked += outcome.trackedObjects
      expectedFindings += outcome.expectedFindings
    }
    #expect(kinds.count >= 30, "\(kinds.sorted())")
    #expect(misuses.count == ModelMisuse.allCases.count, "\(misuses.sorted())")
    #expect(quiescent * 4 > steps, "\(quiescent) quiescent of \(steps)")
    #expect(tracked > 150, "\(tracked) objects tracked")
    #expect(expectedFindings > 0, "the misuse steps the auditor must report were never run")
  }

  /// A deliberately failing invariant, planted: "the navigation container holds three
  /// components while the list's tab is selected". The shrinker cuts the seed's long sequence
  /// down to the few steps that matter, which still fail the same way.
  @Test func theShrinkerCutsAPlantedFailureToAFewSteps() throws {
    let planted: (ModelWorld) -> String? = { world in
      guard let nav = world.component(ModelWorld.navID) as? NavigationContainer,
        nav.stack.count >= 3, world.tabs.selectedIndex == ModelWorld.listsTabIndex
      else { return nil }
      return "three in the stack with the list shown"
    }
    let found = (UInt64(1)...40).lazy.map {
      ModelRunner.explore(seed: $0, count: 1_000, planted: planted)
    }.first { $0.failure?.message.hasPrefix("planted") == true }
    let outcome = try #require(found)
    let failure = try #require(outcome.failure)
    #expect(failure.step > 3)
    let shrunk = ModelRunner.shrink(outcome.ops, failure: failure, planted: planted)
    #expect(shrunk.count <= 3, "\(shrunk)")
    #expect(ModelRunner.replay(shrunk, planted: planted)?.kind == failure.kind)
    #expect(ModelRunner.replay(shrunk) == nil, "without the planted check it passes")
  }
}
