import Compose

/// `background`: the app goes to the background, as pressing Home does.
struct BackgroundStep {}

extension BackgroundStep: ScenarioAction {
  static let action = "background"
  static let fields: [StepField<Self>] = []
  static let call =
    "window.setActivationState(.inactive); window.setActivationState(.background)"
  static let summary =
    #"the app goes to the background: `window.setActivationState(.inactive)`, then `.background` (no appearance callback, as in UIKit)"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    runner.window.setActivationState(.inactive)
    runner.window.setActivationState(.background)
    return []
  }
}

/// `foreground`: the app comes back and becomes active.
struct ForegroundStep {}

extension ForegroundStep: ScenarioAction {
  static let action = "foreground"
  static let fields: [StepField<Self>] = []
  static let call = "window.setActivationState(.inactive); window.setActivationState(.active)"
  static let summary =
    #"the app comes back: `window.setActivationState(.inactive)`, then `.active`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    runner.window.setActivationState(.inactive)
    runner.window.setActivationState(.active)
    return []
  }
}

/// `memory-warning`: `window.receiveMemoryWarning()`.
struct MemoryWarningStep {}

extension MemoryWarningStep: ScenarioAction {
  static let action = "memory-warning"
  static let fields: [StepField<Self>] = []
  static let call = "window.receiveMemoryWarning()"
  static let summary =
    #"`window.receiveMemoryWarning()`: every component of the window, parent first, then what it presents"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    runner.window.receiveMemoryWarning()
    return []
  }
}

extension ScenarioStep {
  /// The app goes to the background (`window.setActivationState(.inactive)`, then
  /// `.background`).
  public static let background = ScenarioStep(BackgroundStep())

  /// The app comes back to the foreground and becomes active.
  public static let foreground = ScenarioStep(ForegroundStep())

  /// A memory warning (`window.receiveMemoryWarning()`).
  public static let memoryWarning = ScenarioStep(MemoryWarningStep())
}
