import Compose

/// `begin-appearance-transition`: `component.beginAppearanceTransition(appearing, animated:)`, as
/// a manual container tells its children.
struct BeginAppearanceTransitionStep {
  var component: String
  var appearing: Bool
  var animated: Bool
}

extension BeginAppearanceTransitionStep: ScenarioAction {
  static let action = "begin-appearance-transition"
  static let keys = ["component", "appearing", "animated"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    component = try context.component(object, "component")
    appearing = try object.required("appearing").bool()
    animated = try object.optional("animated")?.bool() ?? false
  }

  var fields: [String: JSONValue] {
    ["component": .string(component), "appearing": .bool(appearing), "animated": .bool(animated)]
  }

  var title: String {
    "\(StepTitleFormat.name(component)).beginAppearanceTransition(\(appearing), animated: \(animated))"
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(component).beginAppearanceTransition(appearing, animated: animated)
    return []
  }
}

/// `end-appearance-transition`: `component.endAppearanceTransition()`.
struct EndAppearanceTransitionStep {
  var component: String
}

extension EndAppearanceTransitionStep: OneComponentStep {
  static let action = "end-appearance-transition"

  var title: String { "\(StepTitleFormat.name(component)).endAppearanceTransition()" }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(component).endAppearanceTransition()
    return []
  }
}

extension ScenarioStep {
  /// `component.beginAppearanceTransition(appearing, animated:)` (UIKit's
  /// `beginAppearanceTransition(_:animated:)`), as a manual container calls it on its children.
  public static func beginAppearanceTransition(
    _ component: String, appearing: Bool, animated: Bool
  ) -> ScenarioStep {
    ScenarioStep(
      BeginAppearanceTransitionStep(component: component, appearing: appearing, animated: animated))
  }

  /// `component.endAppearanceTransition()` (UIKit's `endAppearanceTransition()`).
  public static func endAppearanceTransition(_ component: String) -> ScenarioStep {
    ScenarioStep(EndAppearanceTransitionStep(component: component))
  }
}
