import Compose

/// `transition`: UIKit's swap. `parent.addChild(to)`, `from.willMove(toParent: nil)`, then
/// `parent.transition(from:to:duration:)` whose completion calls `from.removeFromParent()` and
/// `to.didMove(toParent: parent)`.
struct TransitionStep {
  var parent = ""
  var from = ""
  var to = ""
  var duration = Duration.zero
}

extension TransitionStep: ScenarioAction {
  static let action = "transition"
  static let fields: [StepField<Self>] = [
    .component("parent", \.parent),
    .component("from", \.from),
    .component("to", \.to),
    .duration("duration", \.duration, default: .zero),
  ]
  static let call = "{parent}.transition(from: {from}, to: {to}, duration: {duration})"
  static let summary =
    #"UIKit's swap: `parent.addChild(to)`, `from.willMove(toParent: nil)`, "#
    + #"`parent.transition(from:to:duration:)`, and when it ends "#
    + #"`from.removeFromParent()`, `to.didMove(toParent: parent)`"#

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
