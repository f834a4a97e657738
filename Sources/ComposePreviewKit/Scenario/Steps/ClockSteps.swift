/// `advance`: `window.advance(by:)`.
struct AdvanceStep {
  var duration: Duration
}

extension AdvanceStep: ScenarioAction {
  static let action = "advance"
  static let keys = ["by"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    duration = try object.required("by").duration()
  }

  var fields: [String: JSONValue] { ["by": .seconds(duration)] }

  var title: String { "window.advance(by: \(StepTitleFormat.duration(duration)))" }

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
  static let keys: [String] = []

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext) {}

  var fields: [String: JSONValue] { [:] }

  var title: String { "window.runUntilIdle()" }

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
