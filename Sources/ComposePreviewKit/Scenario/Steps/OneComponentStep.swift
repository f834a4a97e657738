/// A step whose only key is `component` (`unembed`, `remove-from-parent`, `set-root`...): its
/// field, shared.
protocol OneComponentStep: ScenarioAction {
  /// The component the step calls.
  var component: String { get set }
}

extension OneComponentStep {
  static var fields: [StepField<Self>] { [.component("component", \.component)] }
}
