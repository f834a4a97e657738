import Compose

/// `transition`: UIKit's swap. `parent.addChild(to)`, `from.willMove(toParent: nil)`, then
/// `parent.transition(from:to:duration:)` whose completion calls `from.removeFromParent()` and
/// `to.didMove(toParent: parent)`.
struct TransitionStep {
  var parent: String
  var from: String
  var to: String
  var duration: Duration
}

extension TransitionStep: ScenarioAction {
  static let action = "transition"
  static let keys = ["parent", "from", "to", "duration"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    parent = try context.component(object, "parent")
    from = try context.component(object, "from")
    to = try context.component(object, "to")
    duration = try object.optional("duration")?.duration() ?? .zero
  }

  var fields: [String: JSONValue] {
    [
      "parent": .string(parent), "from": .string(from), "to": .string(to),
      "duration": .seconds(duration),
    ]
  }

  var title: String {
    "\(StepTitleFormat.name(parent)).transition(from: \(StepTitleFormat.name(from)), to: \(StepTitleFormat.name(to)), duration: \(StepTitleFormat.duration(duration)))"
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let (parent, from, to) = try (
      runner.component(parent), runner.component(from), runner.component(to)
    )
    parent.addChild(to)
    from.willMove(toParent: nil)
    parent.transition(
      from: from, to: to, duration: duration,
      completion: { [weak parent] finished in
        guard finished, let parent else { return }
        from.removeFromParent()
        to.didMove(toParent: parent)
      })
    return []
  }
}

extension ScenarioStep {
  /// UIKit's swap of two children: `parent.addChild(to)`, `from.willMove(toParent: nil)`, then
  /// `parent.transition(from:to:duration:)` (UIKit's
  /// `transition(from:to:duration:options:animations:completion:)`), whose completion calls
  /// `from.removeFromParent()` and `to.didMove(toParent: parent)`.
  public static func transition(parent: String, from: String, to: String, duration: Duration)
    -> ScenarioStep
  {
    ScenarioStep(TransitionStep(parent: parent, from: from, to: to, duration: duration))
  }
}
