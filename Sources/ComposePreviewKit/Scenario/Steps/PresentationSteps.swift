import Compose

/// `present`: `presenter.present(component, animated:, style:)`.
struct PresentStep {
  var component = ""
  var presenter = ""
  var animated = false
  /// A ``PresentationStyle`` raw value: `fullScreen`, `pageSheet`...
  var style = ""
}

extension PresentStep: ScenarioAction {
  static let action = "present"
  static let fields: [StepField<Self>] = [
    .component("presenter", \.presenter),
    .component("component", \.component),
    .bool("animated", \.animated, default: true),
    .choice(
      "style", \.style, values: PresentationStyle.allCases.map(\.rawValue), default: "fullScreen"),
  ]
  static let call = "{presenter}.present({component}, animated: {animated}, style: .{style})"
  static let summary =
    #"`presenter.present(component, animated:, style:)`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    guard let style = PresentationStyle(rawValue: style) else {
      throw ScenarioRunner.Refusal(note: "no presentation style is named \(style.messageQuoted)")
    }
    try runner.component(presenter).present(
      runner.component(component), animated: animated, style: style)
    return []
  }
}

/// `dismiss`: `component.dismiss(animated:)`.
struct DismissStep {
  var component = ""
  var animated = false
}

extension DismissStep: ScenarioAction {
  static let action = "dismiss"
  static let fields: [StepField<Self>] = [
    .component("component", \.component),
    .bool("animated", \.animated, default: true),
  ]
  static let call = "{component}.dismiss(animated: {animated})"
  static let summary =
    #"`component.dismiss(animated:)` (the presenting or the presented side)"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(component).dismiss(animated: animated)
    return []
  }
}

extension ScenarioStep {
  /// `presenter.present(component, animated:, style:)` (UIKit's
  /// `present(_:animated:completion:)` with `modalPresentationStyle`); `style` is a
  /// `PresentationStyle` raw value such as `"fullScreen"` or `"pageSheet"`.
  public static func present(component: String, presenter: String, animated: Bool, style: String)
    -> ScenarioStep
  {
    ScenarioStep(
      PresentStep(component: component, presenter: presenter, animated: animated, style: style))
  }

  /// `component.dismiss(animated:)` (UIKit's `dismiss(animated:completion:)`).
  public static func dismiss(component: String, animated: Bool) -> ScenarioStep {
    ScenarioStep(DismissStep(component: component, animated: animated))
  }
}
