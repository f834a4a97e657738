import Compose
import ComposeTestFixtures
import Testing

/// Random testing of containment (contract §3 and §4): seeded sequences of containment, view,
/// window, transition, interaction and clock steps, with reentrant hooks and manual containers
/// driven by hand; the invariants are checked after every step, and a failing seed is reported
/// with a shrunk step list.
@Suite struct RandomContainmentTests {
  static let run = RandomRun<ContainmentWorld>(options: (), shrinkBudget: 3_000)

  nonisolated static let seeds = RandomEnvironment.seeds(Array(1...200), smoke: 4)

  @Test(arguments: seeds)
  func appearanceStaysBalancedAndFollowsVisibility(seed: UInt64) {
    Self.run.check(seed: seed, count: 400)
  }

  /// Every reentrant behaviour fires and manual begins are accepted. A check of the generator, not of the engine: it runs at full size only
  /// (`COMPOSE_RANDOM_FULL=1`, CI's full-size step), so that the default `swift test` stays fast.
  @Test(.enabled(if: RandomEnvironment.isFull, "a check of the generator, run at full size"))
  func theRandomSequencesExerciseEveryReentrantBehaviour() {
    var fired: Set<ContainmentNode.Behaviour> = []
    var acceptedManualBegins = 0
    for seed in UInt64(1)...40 {
      let world = ContainmentWorld()
      var generator = ContainmentGenerator(seed: seed, options: ())
      for _ in 0..<400 { world.apply(generator.next(for: world)) }
      for case let node as ContainmentNode in world.components.values where node.fired {
        fired.insert(node.behaviour)
      }
      acceptedManualBegins += world.acceptedManualBegins
    }
    let hooks = ContainmentNode.Behaviour.allCases.filter { $0 != .none && $0 != .manualContainer }
    #expect(fired == Set(hooks))
    #expect(acceptedManualBegins > 5, "manual containers' children are driven by hand")
  }

  @Test func everythingIsReleasedAfterTeardown() {
    weak var weakRoot: Component?
    weak var weakWindow: Window?
    var created = 0
    do {
      let world = ContainmentWorld()
      var generator = ContainmentGenerator(seed: 7, options: ())
      for _ in 0..<400 { world.apply(generator.next(for: world)) }
      created = world.components.count
      weakRoot = world.root
      weakWindow = world.window
    }
    #expect(created > 20)
    #expect(weakRoot == nil && weakWindow == nil)
  }

  @Test func theCheckerCatchesAnUnbalancedSequence() {
    let checker = BalanceChecker()
    let ref = ComponentReference(number: 1, typeName: "C", name: "c")
    checker.observe(
      LifecycleEvent(component: ref, kind: .viewDidAppear(animated: false), time: .zero))
    checker.observe(
      LifecycleEvent(component: ref, kind: .viewWillDisappear(animated: false), time: .zero))
    #expect(checker.violations.count == 2)
  }
}
