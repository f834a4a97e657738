import Compose

/// `present`: `presenter.present(component, animated:, style:)`.
struct PresentStep {
  var component: String
  var presenter: String
  var animated: Bool
  /// A ``PresentationStyle`` raw value: `fullScreen`, `pageSheet`...
  var style: String
}

extension PresentStep: ScenarioAction {
  static let action = "present"
  static let keys = ["presenter", "component", "animated", "style"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    // A scenario file's default stays "fullScreen" (the format predates sheets, and existing
    // files keep their output); the API's default is `.automatic`.
    var style = "fullScreen"
    if let node = object.optional("style") {
      style = try node.string()
      guard PresentationStyle(rawValue: style) != nil else {
        throw node.fail(
          "expected \"fullScreen\", \"overFullScreen\", \"automatic\", \"pageSheet\" or \"formSheet\""
        )
      }
    }
    self.style = style
    component = try context.component(object, "component")
    presenter = try context.component(object, "presenter")
    animated = try object.optional("animated")?.bool() ?? true
  }

  var fields: [String: JSONValue] {
    [
      "presenter": .string(presenter), "component": .string(component),
      "animated": .bool(animated), "style": .string(style),
    ]
  }

  var title: String {
    "\(StepTitleFormat.name(presenter)).present(\(StepTitleFormat.name(component)), animated: \(animated), style: .\(style))"
  }

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
  var component: String
  var animated: Bool
}

extension DismissStep: ScenarioAction {
  static let action = "dismiss"
  static let keys = ["component", "animated"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    component = try context.component(object, "component")
    animated = try object.optional("animated")?.bool() ?? true
  }

  var fields: [String: JSONValue] {
    ["component": .string(component), "animated": .bool(animated)]
  }

  var title: String { "\(StepTitleFormat.name(component)).dismiss(animated: \(animated))" }

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
