import Compose

/// `embed`: `parent.embed(child)`: add, place, `didMove`.
struct EmbedStep {
  var child = ""
  var parent = ""
}

extension EmbedStep: ScenarioAction {
  static let action = "embed"
  static let fields: [StepField<Self>] = [
    .component("child", \.child),
    .component("parent", \.parent),
  ]
  static let call = "{parent}.embed({child})"
  static let summary =
    #"`parent.embed(child)`: add, place the view, `didMove`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(parent).embed(runner.component(child))
    return []
  }
}

/// `unembed`: `component.unembed()`: `willMove(nil)`, remove the view, `removeFromParent()`.
struct UnembedStep {
  var component = ""
}

extension UnembedStep: OneComponentStep {
  static let action = "unembed"
  static let call = "{component}.unembed()"
  static let summary =
    #"`component.unembed()`"#

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(component).unembed()
    return []
  }
}

/// `add-child`: `parent.addChild(child)` alone (it calls `child.willMove(toParent: parent)`); a
/// container writing its containment by hand then places the view and calls `did-move`.
struct AddChildStep {
  var child = ""
  var parent = ""
}

extension AddChildStep: ScenarioAction {
  static let action = "add-child"
  static let fields: [StepField<Self>] = [
    .component("child", \.child),
    .component("parent", \.parent),
  ]
  static let call = "{parent}.addChild({child})"
  static let summary =
    #"`parent.addChild(child)` alone: it calls `child.willMove(toParent: "#
    + #"parent)`; no view placement, no `didMove`"#
  static let isContainmentCall = true

  static func check(
    _ step: AddChildStep, _ object: ScenarioReader.Object, in context: inout Scenario.StepContext
  ) throws(ScenarioError) {
    try context.differs(object, "child", from: step.parent, "cannot be added to itself")
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(parent).addChild(runner.component(child))
    return []
  }
}

/// `remove-from-parent`: `component.removeFromParent()` alone.
struct RemoveFromParentStep {
  var component = ""
}

extension RemoveFromParentStep: OneComponentStep {
  static let action = "remove-from-parent"
  static let call = "{component}.removeFromParent()"
  static let summary =
    #"`component.removeFromParent()` alone (it sends `didMove(toParent: "#
    + #"nil)`)"#
  static let isContainmentCall = true

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(component).removeFromParent()
    return []
  }
}

extension ScenarioStep {
  /// `parent.embed(child)`: `addChild`, the child's view placed in the parent's, `didMove`.
  public static func embed(child: String, parent: String) -> ScenarioStep {
    ScenarioStep(EmbedStep(child: child, parent: parent))
  }

  /// `component.unembed()`: `willMove(toParent: nil)`, the view removed, `removeFromParent()`.
  public static func unembed(_ component: String) -> ScenarioStep {
    ScenarioStep(UnembedStep(component: component))
  }

  /// `parent.addChild(child)` alone (UIKit's `addChild(_:)`).
  public static func addChild(child: String, parent: String) -> ScenarioStep {
    ScenarioStep(AddChildStep(child: child, parent: parent))
  }

  /// `component.removeFromParent()` alone (UIKit's `removeFromParent()`).
  public static func removeFromParent(_ component: String) -> ScenarioStep {
    ScenarioStep(RemoveFromParentStep(component: component))
  }
}
