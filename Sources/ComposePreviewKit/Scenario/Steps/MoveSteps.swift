import Compose

/// `will-move`: `component.willMove(toParent: parent)` alone, as a container writing its
/// containment by hand calls it (`parent` is `nil` before a removal).
struct WillMoveStep {
  var component: String
  var parent: String?
}

extension WillMoveStep: ScenarioAction {
  static let action = "will-move"
  static let keys = ["component", "parent"]
  static let isContainmentCall = true

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    component = try context.component(object, "component")
    try context.differs(object, "parent", from: component, "cannot be its own parent")
    parent = try context.componentOrNull(object, "parent")
  }

  var fields: [String: JSONValue] {
    ["component": .string(component), "parent": parent.map { .string($0) } ?? .null]
  }

  var title: String {
    "\(StepTitleFormat.name(component)).willMove(toParent: \(parent.map(StepTitleFormat.name) ?? "nil"))"
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let moving = try runner.component(component)
    if let parent {
      moving.willMove(toParent: try runner.component(parent))
    } else {
      moving.willMove(toParent: nil)
    }
    return []
  }
}

/// `did-move`: `component.didMove(toParent: parent)` alone, as a container writing its
/// containment by hand calls it after placing the view (`parent` is `nil` after a removal, which
/// ``Component/removeFromParent()`` already sends).
struct DidMoveStep {
  var component: String
  var parent: String?
}

extension DidMoveStep: ScenarioAction {
  static let action = "did-move"
  static let keys = ["component", "parent"]
  static let isContainmentCall = true

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    component = try context.component(object, "component")
    try context.differs(object, "parent", from: component, "cannot be its own parent")
    parent = try context.componentOrNull(object, "parent")
  }

  var fields: [String: JSONValue] {
    ["component": .string(component), "parent": parent.map { .string($0) } ?? .null]
  }

  var title: String {
    "\(StepTitleFormat.name(component)).didMove(toParent: \(parent.map(StepTitleFormat.name) ?? "nil"))"
  }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let moved = try runner.component(component)
    if let parent {
      moved.didMove(toParent: try runner.component(parent))
    } else {
      moved.didMove(toParent: nil)
    }
    return []
  }
}

extension ScenarioStep {
  /// `component.willMove(toParent: parent)` alone (UIKit's `willMove(toParent:)`); `nil` announces
  /// a removal.
  public static func willMove(_ component: String, toParent parent: String?) -> ScenarioStep {
    ScenarioStep(WillMoveStep(component: component, parent: parent))
  }

  /// `component.didMove(toParent: parent)` alone (UIKit's `didMove(toParent:)`).
  public static func didMove(_ component: String, toParent parent: String?) -> ScenarioStep {
    ScenarioStep(DidMoveStep(component: component, parent: parent))
  }
}
