import Compose

/// `begin-interactive-pop`: `navigation.beginInteractivePop()`, as the edge swipe starts.
struct BeginInteractivePopStep {
  var navigation = ""
}

extension BeginInteractivePopStep: ScenarioAction {
  static let action = "begin-interactive-pop"
  static let fields: [StepField<Self>] = [
    .component("navigation", \.navigation, kind: "navigation")
  ]
  static let call = "{navigation}.beginInteractivePop()"
  static let summary =
    #"`navigation.beginInteractivePop()`; `update-interactive-transition` "#
    + #"with `"parent": navigation` moves it"#

  static func check(
    _ step: BeginInteractivePopStep, _ object: ScenarioReader.Object,
    in context: inout Scenario.StepContext
  ) throws(ScenarioError) {
    context.interacting.insert(step.navigation)
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let container = try runner.component(navigation, as: NavigationContainer.self)
    guard let interaction = container.beginInteractivePop().interaction else {
      return ["the interactive pop was refused"]
    }
    runner.interactions[navigation] = interaction
    return []
  }
}

/// `finish-interactive-pop`: finishes the interactive pop of `navigation` after `after` on the
/// clock.
struct FinishInteractivePopStep {
  var container = ""
  var after = Duration.zero
}

extension FinishInteractivePopStep: InteractionEndStep {
  static let action = "finish-interactive-pop"
  static let summary =
    #"`navigation.interaction.finish(after:)`"#
  static let containerKey = "navigation"
  static let finishes = true
}

/// `cancel-interactive-pop`: cancels the interactive pop of `navigation` after `after` on the
/// clock.
struct CancelInteractivePopStep {
  var container = ""
  var after = Duration.zero
}

extension CancelInteractivePopStep: InteractionEndStep {
  static let action = "cancel-interactive-pop"
  static let summary =
    #"`navigation.interaction.cancel(after:)`"#
  static let containerKey = "navigation"
  static let finishes = false
}

extension ScenarioStep {
  /// `navigation.beginInteractivePop()`: the edge swipe starts (UIKit's
  /// `interactivePopGestureRecognizer` beginning).
  public static func beginInteractivePop(navigation: String) -> ScenarioStep {
    ScenarioStep(BeginInteractivePopStep(navigation: navigation))
  }

  /// Finishes the interactive pop of `navigation` after `after` on the clock: the swipe commits.
  public static func finishInteractivePop(navigation: String, after: Duration) -> ScenarioStep {
    ScenarioStep(FinishInteractivePopStep(container: navigation, after: after))
  }

  /// Cancels the interactive pop of `navigation` after `after` on the clock: the swipe is
  /// abandoned.
  public static func cancelInteractivePop(navigation: String, after: Duration) -> ScenarioStep {
    ScenarioStep(CancelInteractivePopStep(container: navigation, after: after))
  }
}
