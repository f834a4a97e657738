import Compose

/// `begin-interactive-transition`: starts an interactive swap. `parent.addChild(to)`, then
/// `parent.beginInteractiveTransition(from:to:)`. When it finishes, `from.willMove(toParent:
/// nil)`, `from.removeFromParent()` and `to.didMove(toParent: parent)`; when it is cancelled,
/// `to.willMove(toParent: nil)` and `to.removeFromParent()`.
struct BeginInteractiveTransitionStep {
  var parent = ""
  var from = ""
  var to = ""
}

extension BeginInteractiveTransitionStep: ScenarioAction {
  static let action = "begin-interactive-transition"
  static let fields: [StepField<Self>] = [
    .component("parent", \.parent),
    .component("from", \.from),
    .component("to", \.to),
  ]
  static let call = "{parent}.beginInteractiveTransition(from: {from}, to: {to})"
  static let summary =
    #"`parent.addChild(to)`, `parent.beginInteractiveTransition(from:to:)`; "#
    + #"`finish-interactive-transition` first calls `from.willMove(toParent: "#
    + #"nil)` and, once finished, `from.removeFromParent()`, "#
    + #"`to.didMove(toParent: parent)`; `cancel-interactive-transition` first "#
    + #"calls `to.willMove(toParent: nil)` and, once cancelled, "#
    + #"`to.removeFromParent()` (each `willMove` before the view leaves, "#
    + #"contract §1.3)"#

  static func check(
    _ step: BeginInteractiveTransitionStep, _ object: ScenarioReader.Object,
    in context: inout Scenario.StepContext
  ) throws(ScenarioError) {
    context.interacting.insert(step.parent)
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let (parent, from, to) = try (
      runner.component(self.parent), runner.component(self.from), runner.component(self.to)
    )
    // `from` is told it leaves only once the gesture commits (`willMove(toParent: nil)` at the
    // finish step, before its view leaves): a cancelled gesture then leaves it as it was, and
    // only `to` is removed again (told at the cancel step).
    parent.addChild(to)
    let interaction = parent.beginInteractiveTransition(
      from: from, to: to,
      completion: { [weak parent] finished in
        guard let parent else { return }
        if finished {
          from.removeFromParent()
          to.didMove(toParent: parent)
        } else {
          to.removeFromParent()
        }
      })
    guard let interaction else { return ["the interactive transition was refused"] }
    runner.interactions[self.parent] = interaction
    runner.interactionParties[self.parent] = (from, to)
    return []
  }
}

/// `update-interactive-transition`: moves the interactive transition of `parent` to `progress`.
struct UpdateInteractiveTransitionStep {
  var parent = ""
  var progress = 0.0
}

extension UpdateInteractiveTransitionStep: ScenarioAction {
  static let action = "update-interactive-transition"
  static let fields: [StepField<Self>] = [
    .interactingContainer("parent", \.parent),
    .number(
      "progress", \.progress, in: 0...1, "a number from 0 to 1", documentation: "0 to 1",
      title: { "\($0)" }),
  ]
  static let call = "{parent}.interaction.update({progress})"
  static let summary =
    #"`parent.interaction.update(progress)`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    guard let interaction = runner.interactions[parent] else {
      return runner.noInteraction(parent)
    }
    interaction.update(progress)
    return []
  }
}

/// `finish-interactive-transition`: finishes the interactive transition of `parent` after `after`
/// on the clock; `from` is told it leaves first.
struct FinishInteractiveTransitionStep {
  var container = ""
  var after = Duration.zero
}

extension FinishInteractiveTransitionStep: InteractionEndStep {
  static let action = "finish-interactive-transition"
  static let summary =
    #"`parent.interaction.finish(after:)`"#
  static let containerKey = "parent"
  static let finishes = true

  @MainActor
  func willEnd(on runner: inout ScenarioRunner) {
    runner.interactionParties.removeValue(forKey: container)?.from.willMove(toParent: nil)
  }
}

/// `cancel-interactive-transition`: cancels the interactive transition of `parent` after `after`
/// on the clock; `to` is told it leaves, and is removed again.
struct CancelInteractiveTransitionStep {
  var container = ""
  var after = Duration.zero
}

extension CancelInteractiveTransitionStep: InteractionEndStep {
  static let action = "cancel-interactive-transition"
  static let summary =
    #"`parent.interaction.cancel(after:)`"#
  static let containerKey = "parent"
  static let finishes = false

  @MainActor
  func willEnd(on runner: inout ScenarioRunner) {
    runner.interactionParties.removeValue(forKey: container)?.to.willMove(toParent: nil)
  }
}

extension ScenarioStep {
  /// Starts an interactive swap: `parent.addChild(to)`, then
  /// `parent.beginInteractiveTransition(from:to:)` (UIKit: an interactive
  /// `UIViewControllerTransitionCoordinator`). When it finishes, `from.willMove(toParent: nil)`,
  /// `from.removeFromParent()` and `to.didMove(toParent: parent)`; when it is cancelled,
  /// `to.willMove(toParent: nil)` and `to.removeFromParent()`.
  public static func beginInteractiveTransition(parent: String, from: String, to: String)
    -> ScenarioStep
  {
    ScenarioStep(BeginInteractiveTransitionStep(parent: parent, from: from, to: to))
  }

  /// Moves the interactive transition of `parent` to `progress`, from 0 to 1 (UIKit's
  /// `updateInteractiveTransition(_:)`).
  public static func updateInteractiveTransition(parent: String, progress: Double)
    -> ScenarioStep
  {
    ScenarioStep(UpdateInteractiveTransitionStep(parent: parent, progress: progress))
  }

  /// Finishes the interactive transition of `parent` after `after` on the clock (UIKit's
  /// `finishInteractiveTransition()`).
  public static func finishInteractiveTransition(parent: String, after: Duration)
    -> ScenarioStep
  {
    ScenarioStep(FinishInteractiveTransitionStep(container: parent, after: after))
  }

  /// Cancels the interactive transition of `parent` after `after` on the clock; `to` is removed
  /// again (UIKit's `cancelInteractiveTransition()`).
  public static func cancelInteractiveTransition(parent: String, after: Duration)
    -> ScenarioStep
  {
    ScenarioStep(CancelInteractiveTransitionStep(container: parent, after: after))
  }
}
