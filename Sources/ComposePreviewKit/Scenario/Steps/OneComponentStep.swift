/// A step whose only key is `component` (`unembed`, `remove-from-parent`, `set-root`...): its
/// reading and writing, shared.
protocol OneComponentStep: ScenarioAction {
  /// The component the step calls.
  var component: String { get }
  init(component: String)
}

extension OneComponentStep {
  static var keys: [String] { ["component"] }

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    self.init(component: try context.component(object, "component"))
  }

  var fields: [String: JSONValue] { ["component": .string(component)] }
}
