import Compose

/// `embed`: `parent.embed(child)`: add, place, `didMove`.
struct EmbedStep {
  var child: String
  var parent: String
}

extension EmbedStep: ScenarioAction {
  static let action = "embed"
  static let keys = ["child", "parent"]

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    child = try context.component(object, "child")
    parent = try context.component(object, "parent")
  }

  var fields: [String: JSONValue] { ["child": .string(child), "parent": .string(parent)] }

  var title: String { "\(StepTitleFormat.name(parent)).embed(\(StepTitleFormat.name(child)))" }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(parent).embed(runner.component(child))
    return []
  }
}

/// `unembed`: `component.unembed()`: `willMove(nil)`, remove the view, `removeFromParent()`.
struct UnembedStep {
  var component: String
}

extension UnembedStep: OneComponentStep {
  static let action = "unembed"

  var title: String { "\(StepTitleFormat.name(component)).unembed()" }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(component).unembed()
    return []
  }
}

/// `add-child`: `parent.addChild(child)` alone (it calls `child.willMove(toParent: parent)`); a
/// container writing its containment by hand then places the view and calls `did-move`.
struct AddChildStep {
  var child: String
  var parent: String
}

extension AddChildStep: ScenarioAction {
  static let action = "add-child"
  static let keys = ["child", "parent"]
  static let isContainmentCall = true

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    child = try context.component(object, "child")
    parent = try context.component(object, "parent")
    try context.differs(object, "child", from: parent, "cannot be added to itself")
  }

  var fields: [String: JSONValue] { ["child": .string(child), "parent": .string(parent)] }

  var title: String { "\(StepTitleFormat.name(parent)).addChild(\(StepTitleFormat.name(child)))" }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    try runner.component(parent).addChild(runner.component(child))
    return []
  }
}

/// `remove-from-parent`: `component.removeFromParent()` alone.
struct RemoveFromParentStep {
  var component: String
}

extension RemoveFromParentStep: OneComponentStep {
  static let action = "remove-from-parent"
  static let isContainmentCall = true

  var title: String { "\(StepTitleFormat.name(component)).removeFromParent()" }

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
