/// A step that finishes or cancels the interaction begun on a container by an earlier step
/// (`finish-interactive-pop`, `cancel-interactive-transition`...), after `after` on the clock:
/// its reading, writing, title and ending, shared.
protocol InteractionEndStep: ScenarioAction {
  /// The key naming the container: `navigation` for a pop, `parent` for a transition.
  static var containerKey: String { get }
  /// `true` to finish, `false` to cancel.
  static var finishes: Bool { get }
  /// The container whose interaction ends.
  var container: String { get }
  /// The remaining animation.
  var after: Duration { get }
  init(container: String, after: Duration)
  /// What the step does before the interaction ends (a containment call), once it is found.
  @MainActor func willEnd(on runner: inout ScenarioRunner)
}

extension InteractionEndStep {
  static var keys: [String] { [containerKey, "after"] }

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    let container = try context.interactingParent(object, key: Self.containerKey)
    self.init(container: container, after: try object.optional("after")?.duration() ?? .zero)
    context.interacting.remove(container)
  }

  var fields: [String: JSONValue] {
    [Self.containerKey: .string(container), "after": .seconds(after)]
  }

  var title: String {
    "\(StepTitleFormat.name(container)).interaction.\(Self.finishes ? "finish" : "cancel")"
      + "(after: \(StepTitleFormat.duration(after)))"
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
