import Compose

/// `begin-interactive-pop`: `navigation.beginInteractivePop()`, as the edge swipe starts.
struct BeginInteractivePopStep {
  var navigation: String
}

extension BeginInteractivePopStep: ScenarioAction {
  static let action = "begin-interactive-pop"
  static let keys = ["navigation"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    navigation = try context.component(object, "navigation", kind: "navigation")
    context.interacting.insert(navigation)
  }

  var fields: [String: JSONValue] { ["navigation": .string(navigation)] }

  var title: String { "\(StepTitleFormat.name(navigation)).beginInteractivePop()" }

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
  var navigation: String
  var after: Duration
}

extension FinishInteractivePopStep: ScenarioAction {
  static let action = "finish-interactive-pop"
  static let keys = ["navigation", "after"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    navigation = try context.interactingParent(object, key: "navigation")
    after = try object.optional("after")?.duration() ?? .zero
    context.interacting.remove(navigation)
  }

  var fields: [String: JSONValue] { ["navigation": .string(navigation), "after": .seconds(after)] }

  var title: String {
    "\(StepTitleFormat.name(navigation)).interaction.finish(after: \(StepTitleFormat.duration(after)))"
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    guard let interaction = runner.interactions.removeValue(forKey: navigation) else {
      return runner.noInteraction(navigation)
    }
    interaction.finish(after: after)
    return []
  }
}

/// `cancel-interactive-pop`: cancels the interactive pop of `navigation` after `after` on the
/// clock.
struct CancelInteractivePopStep {
  var navigation: String
  var after: Duration
}

extension CancelInteractivePopStep: ScenarioAction {
  static let action = "cancel-interactive-pop"
  static let keys = ["navigation", "after"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    navigation = try context.interactingParent(object, key: "navigation")
    after = try object.optional("after")?.duration() ?? .zero
    context.interacting.remove(navigation)
  }

  var fields: [String: JSONValue] { ["navigation": .string(navigation), "after": .seconds(after)] }

  var title: String {
    "\(StepTitleFormat.name(navigation)).interaction.cancel(after: \(StepTitleFormat.duration(after)))"
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) -> [String] {
    guard let interaction = runner.interactions.removeValue(forKey: navigation) else {
      return runner.noInteraction(navigation)
    }
    interaction.cancel(after: after)
    return []
  }
}

extension ScenarioStep {
  /// `navigation.beginInteractivePop()`: the edge swipe starts (UIKit's
  /// `interactivePopGestureRecognizer` beginning).
  public static func beginInteractivePop(navigation: String) -> ScenarioStep {
    ScenarioStep(BeginInteractivePopStep(navigation: navigation))
  }

  /// Finishes the interactive pop of `navigation` after `after` on the clock: the swipe commits.
  public static func finishInteractivePop(navigation: String, after: Duration) -> ScenarioStep {
    ScenarioStep(FinishInteractivePopStep(navigation: navigation, after: after))
  }

  /// Cancels the interactive pop of `navigation` after `after` on the clock: the swipe is
  /// abandoned.
  public static func cancelInteractivePop(navigation: String, after: Duration) -> ScenarioStep {
    ScenarioStep(CancelInteractivePopStep(navigation: navigation, after: after))
  }
}
