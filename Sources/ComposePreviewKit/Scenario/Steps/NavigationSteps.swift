import Compose

/// `push`: `navigation.push(component, animated:)`.
struct PushStep {
  var component = ""
  var navigation = ""
  var animated = false
}

extension PushStep: ScenarioAction {
  static let action = "push"
  static let fields: [StepField<Self>] = [
    .component("navigation", \.navigation, kind: "navigation"),
    .component("component", \.component),
    .bool("animated", \.animated, default: true),
  ]
  static let call = "{navigation}.push({component}, animated: {animated})"
  static let summary =
    #"`navigation.push(component, animated:)`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(navigation, as: NavigationContainer.self).push(
      runner.component(component), animated: animated)
    return []
  }
}

/// `pop`: `navigation.pop(animated:)`.
struct PopStep {
  var navigation = ""
  var animated = false
}

extension PopStep: ScenarioAction {
  static let action = "pop"
  static let fields: [StepField<Self>] = [
    .component("navigation", \.navigation, kind: "navigation"),
    .bool("animated", \.animated, default: true),
  ]
  static let call = "{navigation}.pop(animated: {animated})"
  static let summary =
    #"`navigation.pop(animated:)`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(navigation, as: NavigationContainer.self).pop(animated: animated)
    return []
  }
}

/// `tap-back`: `navigation.tapBackButton()`.
struct TapBackStep {
  var navigation = ""
}

extension TapBackStep: ScenarioAction {
  static let action = "tap-back"
  static let fields: [StepField<Self>] = [
    .component("navigation", \.navigation, kind: "navigation")
  ]
  static let call = "{navigation}.tapBackButton()"
  static let summary =
    #"`navigation.tapBackButton()`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(navigation, as: NavigationContainer.self).tapBackButton()
    return []
  }
}

extension ScenarioStep {
  /// `navigation.push(component, animated:)` (UIKit's `pushViewController(_:animated:)`).
  public static func push(component: String, navigation: String, animated: Bool)
    -> ScenarioStep
  {
    ScenarioStep(PushStep(component: component, navigation: navigation, animated: animated))
  }

  /// `navigation.pop(animated:)` (UIKit's `popViewController(animated:)`).
  public static func pop(navigation: String, animated: Bool) -> ScenarioStep {
    ScenarioStep(PopStep(navigation: navigation, animated: animated))
  }

  /// `navigation.tapBackButton()`: the user taps the navigation bar's back button.
  public static func tapBack(navigation: String) -> ScenarioStep {
    ScenarioStep(TapBackStep(navigation: navigation))
  }
}
