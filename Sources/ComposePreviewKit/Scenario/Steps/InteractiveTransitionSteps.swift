import Compose

/// `begin-interactive-transition`: starts an interactive swap. `parent.addChild(to)`, then
/// `parent.beginInteractiveTransition(from:to:)`. When it finishes, `from.willMove(toParent:
/// nil)`, `from.removeFromParent()` and `to.didMove(toParent: parent)`; when it is cancelled,
/// `to.willMove(toParent: nil)` and `to.removeFromParent()`.
struct BeginInteractiveTransitionStep {
  var parent: String
  var from: String
  var to: String
}

extension BeginInteractiveTransitionStep: ScenarioAction {
  static let action = "begin-interactive-transition"
  static let keys = ["parent", "from", "to"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    parent = try context.component(object, "parent")
    from = try context.component(object, "from")
    to = try context.component(object, "to")
    context.interacting.insert(parent)
  }

  var fields: [String: JSONValue] {
    ["parent": .string(parent), "from": .string(from), "to": .string(to)]
  }

  var title: String {
    "\(StepTitleFormat.name(parent)).beginInteractiveTransition(from: \(StepTitleFormat.name(from)), to: \(StepTitleFormat.name(to)))"
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
  var parent: String
  var progress: Double
}

extension UpdateInteractiveTransitionStep: ScenarioAction {
  static let action = "update-interactive-transition"
  static let keys = ["parent", "progress"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    parent = try context.interactingParent(object)
    progress = try object.required("progress").number(in: 0...1, "a number from 0 to 1")
  }

  var fields: [String: JSONValue] { ["parent": .string(parent), "progress": .number(progress)] }

  var title: String { "\(StepTitleFormat.name(parent)).interaction.update(\(progress))" }

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
  var container: String
  var after: Duration
}

extension FinishInteractiveTransitionStep: InteractionEndStep {
  static let action = "finish-interactive-transition"
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
  var container: String
  var after: Duration
}

extension CancelInteractiveTransitionStep: InteractionEndStep {
  static let action = "cancel-interactive-transition"
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
