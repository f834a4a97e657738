import Compose

/// `push`: `navigation.push(component, animated:)`.
struct PushStep {
  var component: String
  var navigation: String
  var animated: Bool
}

extension PushStep: ScenarioAction {
  static let action = "push"
  static let keys = ["navigation", "component", "animated"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    component = try context.component(object, "component")
    navigation = try context.component(object, "navigation", kind: "navigation")
    animated = try object.optional("animated")?.bool() ?? true
  }

  var fields: [String: JSONValue] {
    [
      "navigation": .string(navigation), "component": .string(component),
      "animated": .bool(animated),
    ]
  }

  var title: String {
    "\(StepTitleFormat.name(navigation)).push(\(StepTitleFormat.name(component)), animated: \(animated))"
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(navigation, as: NavigationContainer.self).push(
      runner.component(component), animated: animated)
    return []
  }
}

/// `pop`: `navigation.pop(animated:)`.
struct PopStep {
  var navigation: String
  var animated: Bool
}

extension PopStep: ScenarioAction {
  static let action = "pop"
  static let keys = ["navigation", "animated"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    navigation = try context.component(object, "navigation", kind: "navigation")
    animated = try object.optional("animated")?.bool() ?? true
  }

  var fields: [String: JSONValue] {
    ["navigation": .string(navigation), "animated": .bool(animated)]
  }

  var title: String { "\(StepTitleFormat.name(navigation)).pop(animated: \(animated))" }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(navigation, as: NavigationContainer.self).pop(animated: animated)
    return []
  }
}

/// `tap-back`: `navigation.tapBackButton()`.
struct TapBackStep {
  var navigation: String
}

extension TapBackStep: ScenarioAction {
  static let action = "tap-back"
  static let keys = ["navigation"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    navigation = try context.component(object, "navigation", kind: "navigation")
  }

  var fields: [String: JSONValue] { ["navigation": .string(navigation)] }

  var title: String { "\(StepTitleFormat.name(navigation)).tapBackButton()" }

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
