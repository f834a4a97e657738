import Compose

/// `set-state`: `container.setState(state, animated:)`.
struct SetStateStep {
  var container: String
  var state: ScenarioState
  var animated: Bool
}

extension SetStateStep: ScenarioAction {
  static let action = "set-state"
  static let keys = ["container", "state", "animated"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    container = try context.component(object, "container", kind: "state-container")
    guard let state = try Scenario.state(object.required("state")) else {
      throw ScenarioError(.keyPath(object.path), "missing key \"state\"")
    }
    self.state = state
    animated = try object.optional("animated")?.bool() ?? false
  }

  var fields: [String: JSONValue] {
    [
      "container": .string(container), "state": .string(state.rawValue),
      "animated": .bool(animated),
    ]
  }

  var title: String {
    "\(StepTitleFormat.name(container)).setState(.\(state.rawValue), animated: \(animated))"
  }

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
