import Compose

/// `add-subview`: `to.view.addSubview(component.view)`: places a component's view in another
/// component's view by hand, with no containment call (the view loads if it has not).
struct AddSubviewStep {
  var component = ""
  var to = ""
}

extension AddSubviewStep: ScenarioAction {
  static let action = "add-subview"
  static let fields: [StepField<Self>] = [
    .component("component", \.component),
    .component(
      "to", \.to, differingFrom: \.component, "cannot receive its own view"),
  ]
  static let call = "{to}.view.addSubview({component}.view)"
  static let summary =
    #"`to.view.addSubview(component.view)`: the component's view (loaded "#
    + #"first if needed) placed in `to`'s view, with no containment call"#
  static let isContainmentCall = true

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let receiver = try runner.component(to)
    receiver.view.addSubview(try runner.component(component).view)
    return []
  }
}

/// `remove-from-superview`: `component.view.removeFromSuperview()` alone.
struct RemoveFromSuperviewStep {
  var component = ""
}

extension RemoveFromSuperviewStep: OneComponentStep {
  static let action = "remove-from-superview"
  static let call = "{component}.view.removeFromSuperview()"
  static let summary =
    #"`component.view.removeFromSuperview()` (reading `view` loads it, as in "#
    + #"UIKit)"#
  static let isContainmentCall = true

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(component).view.removeFromSuperview()
    return []
  }
}

extension ScenarioStep {
  /// `to.view.addSubview(component.view)` (UIKit's `addSubview(_:)`), with no containment call.
  public static func addSubview(_ component: String, to: String) -> ScenarioStep {
    ScenarioStep(AddSubviewStep(component: component, to: to))
  }

  /// `component.view.removeFromSuperview()` (UIKit's `removeFromSuperview()`) alone.
  public static func removeFromSuperview(_ component: String) -> ScenarioStep {
    ScenarioStep(RemoveFromSuperviewStep(component: component))
  }
}
