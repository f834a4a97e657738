import Testing

/// The harness itself: the shrinker, and what a failing run reports.
@Suite struct RandomHarnessTests {
  @Test func theShrinkerKeepsOnlyWhatTheFailureNeeds() {
    // A "failure" that needs a 3 and, later, a 7; the first failing step is where the 7 comes.
    func failingStep(_ ops: [Int]) -> Int? {
      guard let three = ops.firstIndex(of: 3) else { return nil }
      return ops[three...].firstIndex(of: 7)
    }
    let ops = [1, 5, 3, 8, 2, 9, 4, 7, 6, 0, 7]
    #expect(shrinkFailingSequence(ops, budget: 100, firstFailingStep: failingStep) == [3, 7])
    #expect(shrinkFailingSequence([1, 2], budget: 100, firstFailingStep: failingStep) == [1, 2])
  }

  @Test func aFailingRunStopsAtTheBrokenStepAndShrinksToWhatBreaksIt() throws {
    let run = RandomRun<DigitWorld>(options: .init())
    let outcome = run.explore(seed: 1, count: 200)
    let failure = try #require(outcome.failure)
    #expect(failure.message == "a 7 after a 3")
    #expect(outcome.steps.count == failure.step + 1, "the run stops at the failing step")
    #expect(outcome.steps.last == 7)
    #expect(run.shrink(outcome.steps, failure: failure) == [3, 7])
    let report = run.report(seed: 1, outcome: outcome, shrunk: [3, 7])
    #expect(report.hasPrefix("DigitWorld seed 1 failed at step \(failure.step) (7): a 7 after a 3"))
    #expect(
      report.contains("replay with COMPOSE_RANDOM_SEED=1; shrunk to 2 step(s) (a 7 after a 3)"))
    #expect(report.hasSuffix("  0: 3\n  1: 7"))
  }

  @Test func aPlantedInvariantIsCheckedAfterEveryStep() {
    var run = RandomRun<DigitWorld>(options: .init())
    #expect(run.replay([1, 7, 3, 3]) == nil)
    run.planted = { _ in "always" }
    #expect(run.replay([1, 7]) == RandomFailure(step: 0, message: "at start: planted: always"))
  }

  @Test func aFailureAfterTeardownIsReportedAfterTheLastStep() {
    let run = RandomRun<DigitWorld>(options: .init(leaks: true))
    let failure = run.replay([1, 2, 3])
    #expect(failure == RandomFailure(step: 3, message: "after teardown: 1 digit leaked"))
    #expect(run.shrink([1, 2, 3], failure: failure!) == [], "the leak needs no step")
  }

  @Test func aFailureOfAnotherKindDoesNotCountWhileShrinking() {
    let failure = RandomFailure(step: 4, message: "row 12 hosts item 7\nlater lines")
    #expect(failure.kind == "row  hosts item ")
    #expect(RandomFailure(step: 0, message: "row 3 hosts item 9").kind == failure.kind)
    #expect(RandomFailure(step: 0, message: "row 3 is empty").kind != failure.kind)
  }
}
