import Compose

/// `begin-appearance-transition`: `component.beginAppearanceTransition(appearing, animated:)`, as
/// a manual container tells its children.
struct BeginAppearanceTransitionStep {
  var component = ""
  var appearing = false
  var animated = false
}

extension BeginAppearanceTransitionStep: ScenarioAction {
  static let action = "begin-appearance-transition"
  static let fields: [StepField<Self>] = [
    .component("component", \.component),
    .bool("appearing", \.appearing),
    .bool("animated", \.animated, default: false),
  ]
  static let call = "{component}.beginAppearanceTransition({appearing}, animated: {animated})"
  static let summary =
    #"`component.beginAppearanceTransition(appearing, animated:)`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(component).beginAppearanceTransition(appearing, animated: animated)
    return []
  }
}

/// `end-appearance-transition`: `component.endAppearanceTransition()`.
struct EndAppearanceTransitionStep {
  var component = ""
}

extension EndAppearanceTransitionStep: OneComponentStep {
  static let action = "end-appearance-transition"
  static let call = "{component}.endAppearanceTransition()"
  static let summary =
    #"`component.endAppearanceTransition()`"#

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
