import Compose

/// Runs model sequences: generated from a seed (checking after every step), or replayed from
/// values (for shrinking), then settled, checked at rest and torn down with a leak check.
enum ModelRunner {
  struct Failure: Equatable {
    /// The index of the failing step, or the sequence's count for a failure after it.
    var step: Int
    var message: String

    /// The message's first line without numbers: a shrunk sequence must fail the same way, not
    /// on any bug (an auditor finding's later lines, its recent events, may differ).
    var kind: String {
      String(message.prefix { $0 != "\n" }.filter { !$0.isNumber })
    }
  }

  struct Outcome {
    var ops: [ModelOp]
    var failure: Failure?
    /// How many steps ended at a quiescent point (where the full visibility rule was checked).
    var quiescentSteps = 0
    /// How many objects the leak check tracked.
    var trackedObjects = 0
    /// How many auditor findings misuse steps made as expected (then cleared).
    var expectedFindings = 0
  }

  /// Generates `count` steps from `seed` and runs them, stopping at the first failure.
  static func explore(
    seed: UInt64, count: Int, planted: ((ModelWorld) -> String?)? = nil
  ) -> Outcome {
    var generator = ModelGenerator(seed: seed)
    return run(planted: planted) { world, index in
      index < count ? generator.next(for: world) : nil
    }
  }

  /// Replays `ops` on a fresh world.
  static func replay(_ ops: [ModelOp], planted: ((ModelWorld) -> String?)? = nil) -> Failure? {
    run(planted: planted) { _, index in index < ops.count ? ops[index] : nil }.failure
  }

  /// Shrinks a failing sequence (chunks, then single steps) to one that fails the same way.
  static func shrink(
    _ ops: [ModelOp], failure: Failure, planted: ((ModelWorld) -> String?)? = nil,
    budget: Int = 1_500
  ) -> [ModelOp] {
    shrinkFailingSequence(ops, budget: budget) { candidate in
      guard let found = replay(candidate, planted: planted), found.kind == failure.kind else {
        return nil
      }
      return found.step
    }
  }

  private static func run(
    planted: ((ModelWorld) -> String?)?, next: (ModelWorld, Int) -> ModelOp?
  ) -> Outcome {
    let registry = ModelLeakRegistry()
    var outcome = Outcome(ops: [])
    var items = LifetimeTracker()
    var expectedFindings = 0
    do {
      let world = ModelWorld(registry: registry)
      world.planted = planted
      items = world.itemTracker
      if let message = world.violation() {
        outcome.failure = Failure(step: 0, message: "at start: " + message)
        return outcome
      }
      var index = 0
      while let op = next(world, index) {
        outcome.ops.append(op)
        world.apply(op)
        if let message = world.violation() {
          outcome.failure = Failure(step: index, message: message)
          break
        }
        if world.isQuiescent { outcome.quiescentSteps += 1 }
        index += 1
        if index % 100 == 0 { world.pruneReleased() }
      }
      if outcome.failure == nil, let message = world.settle() {
        outcome.failure = Failure(step: outcome.ops.count, message: "after settling: " + message)
      }
      expectedFindings = world.expectedFindings
      world.tearDown()
    }
    outcome.trackedObjects = registry.trackedCount
    outcome.expectedFindings = expectedFindings
    if outcome.failure == nil {
      let alive = registry.alive
      if !alive.isEmpty || items.live != 0 {
        outcome.failure = Failure(
          step: outcome.ops.count,
          message: "after teardown, still alive: \(alive.prefix(8)) and \(items.live) item(s)")
      }
    }
    return outcome
  }
}

extension ModelWorld {
  /// Ends the open gesture, runs the clock to idle, ends every transition begun by hand, and
  /// checks everything at rest.
  func settle() -> String? {
    apply(.endInteraction(finish: false, milliseconds: 0))
    window.runUntilIdle()
    var changed = true
    while changed {
      changed = false
      for (_, component) in knownComponents where component.isInManualAppearanceTransition {
        if component.endAppearanceTransition() == nil { changed = true }
      }
    }
    window.runUntilIdle()
    cachedTree = nil
    return violation()
  }

  /// Removes the window's root and lets go of what the world holds on to.
  func tearDown() {
    window.rootComponent = nil
    for id in parked.keys { unpark(id) }
  }
}

/// Formats a failure for the test log: the seed, the step, and the shrunk sequence.
func modelReport(seed: UInt64, outcome: ModelRunner.Outcome, shrunk: [ModelOp]) -> String {
  guard let failure = outcome.failure else { return "seed \(seed) passed" }
  let failing = failure.step < outcome.ops.count ? " (\(outcome.ops[failure.step]))" : ""
  let listing = shrunk.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
  let shrunkFailure = ModelRunner.replay(shrunk)?.message ?? "?"
  return """
    seed \(seed) failed at step \(failure.step)\(failing): \(failure.message)
    replay with COMPOSE_MODEL_SEED=\(seed); shrunk to \(shrunk.count) step(s) \
    (\(shrunkFailure)):
    \(listing)
    """
}
