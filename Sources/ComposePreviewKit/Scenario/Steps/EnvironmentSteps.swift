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

/// `rotate`: the window turns to portrait or landscape, as a phone does.
struct RotateStep {
  var orientation = "landscape"
}

extension RotateStep: ScenarioAction {
  static let action = "rotate"
  static let fields: [StepField<Self>] = [
    .choice("orientation", \.orientation, values: ["portrait", "landscape"], default: "landscape")
  ]
  static let call = "window.transition(to: {orientation})"
  static let summary =
    #"`window.transition(to:traits:whenApplied:)`: the window's longer side across in landscape, along in portrait, a phone's height compact in landscape (willTransition, viewWillTransition, traitsDidChange, layout)"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    let window = runner.window
    let size = window.frame.size
    let (long, short) = (max(size.width, size.height), min(size.width, size.height))
    let landscape = orientation == "landscape"
    var traits = window.traits
    if traits.idiom == .phone { traits.verticalSizeClass = landscape ? .compact : .regular }
    window.transition(
      to: landscape ? Size(width: long, height: short) : Size(width: short, height: long),
      traits: traits)
    return []
  }
}

/// `set-style`: the system switches to light or dark.
struct SetStyleStep {
  var style = "dark"
}

extension SetStyleStep: ScenarioAction {
  static let action = "set-style"
  static let fields: [StepField<Self>] = [
    .choice("style", \.style, values: ["light", "dark"], default: "dark")
  ]
  static let call = "window.setTraits(style: .{style})"
  static let summary =
    #"`window.setTraits(_:)` with the style: the components whose style changes are told (willTransition, traitsDidChange)"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    var traits = runner.window.traits
    traits.style = style == "light" ? .light : .dark
    runner.window.setTraits(traits)
    return []
  }
}

extension ScenarioStep {
  /// The window turns to `orientation` (`"portrait"` or `"landscape"`).
  public static func rotate(to orientation: String) -> ScenarioStep {
    ScenarioStep(RotateStep(orientation: orientation == "portrait" ? "portrait" : "landscape"))
  }

  /// The system switches to `style` (`"light"` or `"dark"`).
  public static func setStyle(_ style: String) -> ScenarioStep {
    ScenarioStep(SetStyleStep(style: style == "light" ? "light" : "dark"))
  }

  /// The app goes to the background (`window.setActivationState(.inactive)`, then
  /// `.background`).
  public static let background = ScenarioStep(BackgroundStep())

  /// The app comes back to the foreground and becomes active.
  public static let foreground = ScenarioStep(ForegroundStep())

  /// A memory warning (`window.receiveMemoryWarning()`).
  public static let memoryWarning = ScenarioStep(MemoryWarningStep())
}
