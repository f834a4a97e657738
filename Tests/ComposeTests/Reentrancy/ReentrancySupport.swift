import Compose
import Testing

/// A hook that acts the first time it runs only.
func once(_ body: @escaping (Probe) -> Void) -> (Probe) -> Void {
  var fired = false
  return { probe in
    guard !fired else { return }
    fired = true
    body(probe)
  }
}

/// Runs the clock to idle, then expects balanced callbacks and a consistent, settled tree.
func expectSettled(
  _ window: Window, _ checker: BalanceChecker,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  window.runUntilIdle()
  #expect(checker.violations.isEmpty, "\(checker.violations)", sourceLocation: sourceLocation)
  let problems = TreeInvariants.problems(in: window)
  #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  #expect(!window.hasScheduledWork, sourceLocation: sourceLocation)
}
