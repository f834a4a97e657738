import Compose
import Testing

/// Random testing from angles the containment world lacks: correct hand-written manual containers
/// (UIKit's forwarding pattern) nested with automatic ones, two windows (moves between them, root
/// swaps, a window released mid-animation and with presentations up), presentations of every
/// style (animated or not), dismissals and swipes down, plain wrapper views moved around with
/// `insertSubview(_:at:)` and `isHidden` toggles, and observers added and removed while events are
/// being delivered. The invariants are checked after every step; a failing seed is reported with a
/// shrunk step list.
///
/// `STRESS_SEEDS=1000` runs more seeds, `STRESS_BASE=5000` starts them after 5000 (so
/// `STRESS_BASE=41 STRESS_SEEDS=1`, or `COMPOSE_RANDOM_SEED=42`, replays seed 42),
/// `STRESS_STEPS=1000` makes the sequences longer.
@Suite struct RandomMultiWindowTests {
  static let run = RandomRun<MultiWindowWorld>(
    options: (), shrinkBudget: 4_000,
    replayHint: { "STRESS_BASE=\($0 - 1) STRESS_SEEDS=1" })

  /// Seeds `STRESS_BASE + 1 ... STRESS_BASE + STRESS_SEEDS`; default: 300 seeds from 1 at full
  /// size (`COMPOSE_RANDOM_FULL=1`), 4 at smoke size.
  nonisolated static let seeds: [UInt64] = {
    let base = RandomEnvironment.integer("STRESS_BASE") ?? 0
    let given = RandomEnvironment.integer("STRESS_SEEDS")
    let count = given ?? RandomEnvironment.size(full: 300, smoke: 4)
    let seeds = Array((base + 1)...(base + max(count, 1)))
    return RandomEnvironment.seeds(seeds, smoke: seeds.count)
  }()

  /// `STRESS_STEPS` steps per seed; default 250.
  static let steps = RandomEnvironment.integer("STRESS_STEPS").map(Int.init) ?? 250

  @Test(arguments: seeds)
  func twoWindowsManualContainersAndObserversKeepTheContract(seed: UInt64) {
    Self.run.check(seed: seed, count: Self.steps)
  }

  /// What the random sequences reach, so the random steps cannot silently degenerate.
  struct Coverage {
    var quiescentChecks = 0
    var appearedChildrenOfManualContainersAtQuiescence = 0
    var manualContainersInAutomaticAppeared = 0
    var automaticInManualAppeared = 0
    var windowsReleasedMidAnimation = 0
    var componentsInSecondWindowOfOnceFirst = 0
    var recordersAttached = 0
    var recordersDetached = 0
    var wrappersHoldingComponents = 0
    var hookActionsFired = 0
    var presentedAtQuiescence = 0
    var coveredFullScreenAtQuiescence = 0
    var windowsReleasedWithPresentations = 0
    var swipesBegun = 0
  }

  static func coverage(seeds: ClosedRange<UInt64>) -> Coverage {
    var c = Coverage()
    for seed in seeds {
      let world = MultiWindowWorld()
      var generator = MultiWindowGenerator(seed: seed, options: ())
      var everIn: [Int: Set<ObjectIdentifier>] = [:]
      for _ in 0..<steps {
        let step = generator.next(for: world)
        if case .releaseWindow(let w) = step, world.slots[w].window?.hasScheduledWork == true {
          c.windowsReleasedMidAnimation += 1
        }
        if case .releaseWindow(let w) = step, world.slots[w].window != nil,
          world.nodes.values.contains(where: {
            $0.window === world.slots[w].window && world.isPresentedTop($0)
          })
        {
          c.windowsReleasedWithPresentations += 1
        }
        let armedBefore = world.nodes.values.filter { $0.armed != nil }.count
        let hadSwipe = world.swipe != nil
        world.apply(step)
        if !hadSwipe, world.swipe != nil { c.swipesBegun += 1 }
        world.observeWindowBoundaries()
        let armedAfter = world.nodes.values.filter { $0.armed != nil }.count
        if case .arm = step {} else if armedAfter < armedBefore { c.hookActionsFired += 1 }
        for (id, node) in world.nodes {
          if let window = node.window {
            let set = everIn[id, default: []]
            if !set.isEmpty && !set.contains(ObjectIdentifier(window)) {
              c.componentsInSecondWindowOfOnceFirst += 1
            }
            everIn[id, default: []].insert(ObjectIdentifier(window))
          }
        }
        if world.isQuiescent {
          c.quiescentChecks += 1
          for node in world.nodes.values where world.isPresentedTop(node) && node.window != nil {
            c.presentedAtQuiescence += 1
            if world.isCovered(node.presentingComponent!) { c.coveredFullScreenAtQuiescence += 1 }
          }
          for node in world.nodes.values where node.appearanceState == .appeared {
            guard let parent = node.parent as? MultiWindowNode else { continue }
            if parent.manual { c.appearedChildrenOfManualContainersAtQuiescence += 1 }
            if node.manual && !parent.manual { c.manualContainersInAutomaticAppeared += 1 }
            if !node.manual && parent.manual && !node.children.isEmpty {
              c.automaticInManualAppeared += 1
            }
          }
          for wrapper in world.wrappers.values
          where wrapper.subviews.contains(where: { $0.owner != nil }) {
            c.wrappersHoldingComponents += 1
          }
        }
      }
      for slot in world.slots {
        c.recordersAttached += slot.recorders.count
        c.recordersDetached += slot.recorders.filter { $0.end != nil }.count
      }
    }
    return c
  }

  /// The sequences reach every angle below. A check of the generator, not of the engine: it runs at full size only
  /// (`COMPOSE_RANDOM_FULL=1`, CI's full-size step), so that the default `swift test` stays fast.
  @Test(.enabled(if: RandomEnvironment.isFull, "a check of the generator, run at full size"))
  func theRandomSequencesReachEveryAngle() {
    let c = Self.coverage(seeds: 1...40)
    #expect(c.appearedChildrenOfManualContainersAtQuiescence > 100, "\(c)")
    #expect(c.manualContainersInAutomaticAppeared > 50, "\(c)")
    #expect(c.automaticInManualAppeared > 20, "\(c)")
    #expect(c.windowsReleasedMidAnimation > 3, "\(c)")
    #expect(c.componentsInSecondWindowOfOnceFirst > 20, "\(c)")
    #expect(c.recordersAttached > 20 && c.recordersDetached > 5, "\(c)")
    #expect(c.wrappersHoldingComponents > 50, "\(c)")
    #expect(c.hookActionsFired > 20, "\(c)")
    #expect(c.presentedAtQuiescence > 50 && c.coveredFullScreenAtQuiescence > 10, "\(c)")
    #expect(c.windowsReleasedWithPresentations > 3, "\(c)")
    #expect(c.swipesBegun > 3, "\(c)")
    print("multi-window coverage: \(c)")
  }
}
