/// A step that finishes or cancels the interaction begun on a container by an earlier step
/// (`finish-interactive-pop`, `cancel-interactive-transition`...), after `after` on the clock:
/// its reading, writing, title and ending, shared.
protocol InteractionEndStep: ScenarioAction {
  /// The key naming the container: `navigation` for a pop, `parent` for a transition.
  static var containerKey: String { get }
  /// `true` to finish, `false` to cancel.
  static var finishes: Bool { get }
  /// The container whose interaction ends.
  var container: String { get set }
  /// The remaining animation.
  var after: Duration { get set }
  /// What the step does before the interaction ends (a containment call), once it is found.
  @MainActor func willEnd(on runner: inout ScenarioRunner)
}

extension InteractionEndStep {
  static var fields: [StepField<Self>] {
    [
      .interactingContainer(containerKey, \.container),
      .duration("after", \.after, default: .zero),
    ]
  }

  static var call: String {
    "{\(containerKey)}.interaction.\(finishes ? "finish" : "cancel")(after: {after})"
  }

  /// The interaction is over for the steps after it.
  static func check(
    _ step: Self, _ object: ScenarioReader.Object, in context: inout Scenario.StepContext
  ) throws(ScenarioError) {
    context.interacting.remove(step.container)
  }

  @MainActor func willEnd(on runner: inout ScenarioRunner) {}

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    guard let interaction = runner.interactions.removeValue(forKey: container) else {
      return runner.noInteraction(container)
    }
    willEnd(on: &runner)
    if Self.finishes { interaction.finish(after: after) } else { interaction.cancel(after: after) }
    return []
  }
}
