import Compose

/// `set-root`: `window.rootComponent = component`.
struct SetRootStep {
  var component: String
}

extension SetRootStep: OneComponentStep {
  static let action = "set-root"

  var title: String { "window.rootComponent = \(StepTitleFormat.name(component))" }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    runner.window.rootComponent = try runner.component(component)
    return []
  }
}

/// `show-window`: `window.makeKeyAndVisible()`.
struct ShowWindowStep {}

extension ShowWindowStep: ScenarioAction {
  static let action = "show-window"
  static let keys: [String] = []

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext) {}

  var fields: [String: JSONValue] { [:] }

  var title: String { "window.makeKeyAndVisible()" }

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    runner.window.makeKeyAndVisible()
    return []
  }
}

/// `hide-window`: `window.hide()`.
struct HideWindowStep {}

extension HideWindowStep: ScenarioAction {
  static let action = "hide-window"
  static let keys: [String] = []

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext) {}

  var fields: [String: JSONValue] { [:] }

  var title: String { "window.hide()" }

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    runner.window.hide()
    return []
  }
}

extension ScenarioStep {
  /// `window.rootComponent = component` (UIKit's `rootViewController`).
  public static func setRoot(_ component: String) -> ScenarioStep {
    ScenarioStep(SetRootStep(component: component))
  }

  /// `window.makeKeyAndVisible()`.
  public static let showWindow = ScenarioStep(ShowWindowStep())

  /// `window.hide()` (UIKit: `isHidden = true`).
  public static let hideWindow = ScenarioStep(HideWindowStep())
}
