import Compose
import Testing

/// Where and how a random run first broke.
struct RandomFailure: Equatable {
  /// The index of the failing step, or the number of steps for a failure after them (at rest or
  /// after teardown).
  var step: Int
  var message: String

  /// The message's first line without numbers: a shrunk step list must fail the same way, not on
  /// any bug (ids and counts, and an auditor finding's later lines, may differ).
  var kind: String {
    String(message.prefix { $0 != "\n" }.filter { !$0.isNumber })
  }
}

/// The steps a run took and its first failure, if any.
struct RandomOutcome<Step> {
  var steps: [Step]
  var failure: RandomFailure?
}

/// How a ``RandomWorld`` is run: generated from a seed, with the world's invariants checked once
/// before the first step and after every step, then at rest and after teardown; or replayed from
/// a step list, to shrink a failing one.
struct RandomRun<World: RandomWorld> {
  var options: World.Options
  /// How many candidate step lists the shrinker tries at most.
  var shrinkBudget = 1_500
  /// What to set to run one seed alone, for the failure report.
  var replayHint: (UInt64) -> String = { "\(RandomEnvironment.seedVariable)=\($0)" }
  /// An invariant added to the world's own: a harness test plants a failure with it.
  var planted: ((World) -> String?)?

  /// Generates `count` steps from `seed` and runs them, stopping at the first failure.
  /// `beforeStep` and `afterStep` see every step applied (coverage tests count what the steps
  /// reach with them).
  func explore(
    seed: UInt64, count: Int, beforeStep: ((World, World.Step) -> Void)? = nil,
    afterStep: ((World, World.Step) -> Void)? = nil
  ) -> RandomOutcome<World.Step> {
    var generator = World.Generator(seed: seed, options: options)
    return run(beforeStep: beforeStep, afterStep: afterStep) { world, index in
      index < count ? generator.next(for: world) : nil
    }
  }

  /// Replays `steps` on a fresh world; returns its first failure.
  func replay(_ steps: [World.Step]) -> RandomFailure? {
    run { _, index in index < steps.count ? steps[index] : nil }.failure
  }

  /// Shrinks a failing step list (cut at the failing step, then chunks, then single steps) to one
  /// that still fails the same way.
  func shrink(_ steps: [World.Step], failure: RandomFailure) -> [World.Step] {
    shrinkFailingSequence(steps, budget: shrinkBudget) { candidate in
      guard let found = replay(candidate), found.kind == failure.kind else { return nil }
      return found.step
    }
  }

  /// Runs `seed` for `count` steps and records an issue if it fails: the seed, the failing step,
  /// how to replay it, and the shrunk step list.
  func check(seed: UInt64, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let outcome = explore(seed: seed, count: count)
    guard let failure = outcome.failure else { return }
    let shrunk = shrink(outcome.steps, failure: failure)
    Issue.record(
      Comment(rawValue: report(seed: seed, outcome: outcome, shrunk: shrunk)),
      sourceLocation: sourceLocation)
  }

  /// Formats a failure for the test log: the seed, the step, and the shrunk step list.
  func report(seed: UInt64, outcome: RandomOutcome<World.Step>, shrunk: [World.Step]) -> String {
    guard let failure = outcome.failure else { return "seed \(seed) passed" }
    let failing = failure.step < outcome.steps.count ? " (\(outcome.steps[failure.step]))" : ""
    let listing = shrunk.enumerated().map { "  \($0.offset): \($0.element)" }
      .joined(separator: "\n")
    let shrunkFailure = replay(shrunk)?.message ?? "?"
    return """
      \(World.self) seed \(seed) failed at step \(failure.step)\(failing): \(failure.message)
      replay with \(replayHint(seed)); shrunk to \(shrunk.count) step(s) (\(shrunkFailure)):
      \(listing)
      """
  }

  private func run(
    beforeStep: ((World, World.Step) -> Void)? = nil,
    afterStep: ((World, World.Step) -> Void)? = nil, next: (World, Int) -> World.Step?
  ) -> RandomOutcome<World.Step> {
    var outcome = RandomOutcome<World.Step>(steps: [], failure: nil)
    let leakCheck: () -> String?
    do {
      let world = World(options: options)
      if let message = violation(in: world) {
        outcome.failure = RandomFailure(step: 0, message: "at start: " + message)
      } else {
        var index = 0
        while let step = next(world, index) {
          outcome.steps.append(step)
          beforeStep?(world, step)
          world.apply(step)
          if let message = violation(in: world) {
            outcome.failure = RandomFailure(step: index, message: message)
            break
          }
          afterStep?(world, step)
          index += 1
        }
        if outcome.failure == nil, let message = world.settle() {
          outcome.failure = RandomFailure(
            step: outcome.steps.count, message: "after settling: " + message)
        }
      }
      leakCheck = world.tearDown()
    }
    if outcome.failure == nil, let message = leakCheck() {
      outcome.failure = RandomFailure(
        step: outcome.steps.count, message: "after teardown: " + message)
    }
    return outcome
  }

  private func violation(in world: World) -> String? {
    if let message = world.violation() { return message }
    for window in world.windowsUnderTest {
      if let broken = window.invariantViolations().first {
        return "the window's own check: \(broken)"
      }
    }
    return planted?(world).map { "planted: " + $0 }
  }
}
