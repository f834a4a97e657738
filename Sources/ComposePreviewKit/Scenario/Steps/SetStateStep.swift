import Compose

/// `set-state`: `container.setState(state, animated:)`.
struct SetStateStep {
  var container = ""
  var state = ScenarioState.loading
  var animated = false
}

extension SetStateStep: ScenarioAction {
  static let action = "set-state"
  static let fields: [StepField<Self>] = [
    .component("container", \.container, kind: "state-container"),
    .state("state", \.state),
    .bool("animated", \.animated, default: false),
  ]
  static let call = "{container}.setState(.{state}, animated: {animated})"
  static let summary =
    #"`container.setState(state, animated:)`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(container, as: StateContainer.self).setState(
      state.contentState, animated: animated)
    return []
  }
}

extension ScenarioStep {
  /// `container.setState(state, animated:)`: the state container shows its content, an empty
  /// view, a loading view or an error.
  public static func setState(container: String, state: ScenarioState, animated: Bool)
    -> ScenarioStep
  {
    ScenarioStep(SetStateStep(container: container, state: state, animated: animated))
  }
}
