import Compose

/// `add-subview`: `to.view.addSubview(component.view)`: places a component's view in another
/// component's view by hand, with no containment call (the view loads if it has not).
struct AddSubviewStep {
  var component: String
  var to: String
}

extension AddSubviewStep: ScenarioAction {
  static let action = "add-subview"
  static let keys = ["component", "to"]
  static let isContainmentCall = true

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    component = try context.component(object, "component")
    try context.differs(object, "to", from: component, "cannot receive its own view")
    to = try context.component(object, "to")
  }

  var fields: [String: JSONValue] { ["component": .string(component), "to": .string(to)] }

  var title: String {
    "\(StepTitleFormat.name(to)).view.addSubview(\(StepTitleFormat.name(component)).view)"
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let receiver = try runner.component(to)
    receiver.view.addSubview(try runner.component(component).view)
    return []
  }
}

/// `remove-from-superview`: `component.view.removeFromSuperview()` alone.
struct RemoveFromSuperviewStep {
  var component: String
}

extension RemoveFromSuperviewStep: OneComponentStep {
  static let action = "remove-from-superview"
  static let isContainmentCall = true

  var title: String { "\(StepTitleFormat.name(component)).view.removeFromSuperview()" }

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
