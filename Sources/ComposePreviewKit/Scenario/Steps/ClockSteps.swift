/// `advance`: `window.advance(by:)`.
struct AdvanceStep {
  var duration = Duration.zero
}

extension AdvanceStep: ScenarioAction {
  static let action = "advance"
  static let fields: [StepField<Self>] = [
    .duration("by", \.duration)
  ]
  static let call = "window.advance(by: {by})"
  static let summary =
    #"`window.advance(by:)`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    runner.window.advance(by: duration)
    return []
  }
}

/// `run-until-idle`: `window.runUntilIdle()`.
struct RunUntilIdleStep {}

extension RunUntilIdleStep: ScenarioAction {
  static let action = "run-until-idle"
  static let fields: [StepField<Self>] = []
  static let call = "window.runUntilIdle()"
  static let summary =
    #"`window.runUntilIdle()`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    runner.window.runUntilIdle()
    return []
  }
}

extension ScenarioStep {
  /// `window.advance(by: duration)`: moves the window's clock, running the animations and
  /// timers due.
  public static func advance(_ duration: Duration) -> ScenarioStep {
    ScenarioStep(AdvanceStep(duration: duration))
  }

  /// `window.runUntilIdle()`: runs the clock until nothing is scheduled.
  public static let runUntilIdle = ScenarioStep(RunUntilIdleStep())
}
