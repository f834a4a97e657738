import Compose
import ComposeRender

extension ScenarioFile {
  /// Runs the checked file on a fresh window, reading each step from the text as it runs, and
  /// hands over the tree before the first step and each step as it completes, as
  /// ``Scenario/run(auditor:)`` does for the same scenario.
  ///
  /// - Parameter read: Told the number of steps read so far each time a step is read from the
  ///   text (the run reads a step just before the one before it runs).
  /// - Returns: Why the run stopped before a step (``ScenarioMeter``), at the line and column
  ///   where the step's text starts; `nil` when every step ran.
  @discardableResult
  @MainActor package func stream(
    auditor: LifecycleAuditor?, start: (TreeSnapshot) -> Void, each: (EventLog.Step) -> Void,
    read: (Int) -> Void = { _ in }
  ) -> ScenarioError? {
    var steps = makeSteps()
    return ScenarioRunner.stream(
      header, count: stepCount,
      steps: { () throws(ScenarioError) -> (StepDeclaration, offset: Int?)? in
        let step = try steps.next()
        read(steps.count)
        return step.map { ($0, steps.lastOffset) }
      },
      locate: { index, offset in location(ofStep: index, at: offset) }, auditor: auditor,
      start: start, each: each)
  }
}
