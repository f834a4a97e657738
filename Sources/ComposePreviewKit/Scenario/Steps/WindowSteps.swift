import Compose

/// `set-root`: `window.rootComponent = component`.
struct SetRootStep {
  var component = ""
}

extension SetRootStep: OneComponentStep {
  static let action = "set-root"
  static let call = "window.rootComponent = {component}"
  static let summary =
    #"`window.rootComponent = component`"#

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
  static let fields: [StepField<Self>] = []
  static let call = "window.makeKeyAndVisible()"
  static let summary =
    #"`window.makeKeyAndVisible()`"#

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
  static let fields: [StepField<Self>] = []
  static let call = "window.hide()"
  static let summary =
    #"`window.hide()`"#

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
