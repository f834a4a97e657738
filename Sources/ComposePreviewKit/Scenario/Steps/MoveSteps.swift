import Compose

/// What `will-move` and `did-move` read and do: `component`, and `parent`, a name or `null`.
struct ParentMove: Hashable, Sendable {
  var component: String
  var parent: String?

  static let keys = ["component", "parent"]

  init(component: String, parent: String?) {
    self.component = component
    self.parent = parent
  }

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

  /// `component.<hook>(toParent: parent)`.
  func title(_ hook: String) -> String {
    "\(StepTitleFormat.name(component)).\(hook)(toParent: \(parent.map(StepTitleFormat.name) ?? "nil"))"
  }

  /// The component and its parent (`nil` for `null`) on the runner's window.
  @MainActor
  func resolve(on runner: ScenarioRunner) throws(ScenarioRunner.Refusal) -> (
    component: Component, parent: Component?
  ) {
    let moving = try runner.component(component)
    guard let parent else { return (moving, nil) }
    return (moving, try runner.component(parent))
  }
}

/// `will-move`: `component.willMove(toParent: parent)` alone, as a container writing its
/// containment by hand calls it (`parent` is `nil` before a removal).
struct WillMoveStep {
  var move: ParentMove
}

extension WillMoveStep: ScenarioAction {
  static let action = "will-move"
  static let keys = ParentMove.keys
  static let isContainmentCall = true

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    move = try ParentMove(decoding: object, in: &context)
  }

  var fields: [String: JSONValue] { move.fields }
  var title: String { move.title("willMove") }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let (moving, parent) = try move.resolve(on: runner)
    moving.willMove(toParent: parent)
    return []
  }
}

/// `did-move`: `component.didMove(toParent: parent)` alone, as a container writing its
/// containment by hand calls it after placing the view (`parent` is `nil` after a removal, which
/// ``Component/removeFromParent()`` already sends).
struct DidMoveStep {
  var move: ParentMove
}

extension DidMoveStep: ScenarioAction {
  static let action = "did-move"
  static let keys = ParentMove.keys
  static let isContainmentCall = true

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    move = try ParentMove(decoding: object, in: &context)
  }

  var fields: [String: JSONValue] { move.fields }
  var title: String { move.title("didMove") }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let (moved, parent) = try move.resolve(on: runner)
    moved.didMove(toParent: parent)
    return []
  }
}

extension ScenarioStep {
  /// `component.willMove(toParent: parent)` alone (UIKit's `willMove(toParent:)`); `nil` announces
  /// a removal.
  public static func willMove(_ component: String, toParent parent: String?) -> ScenarioStep {
    ScenarioStep(WillMoveStep(move: ParentMove(component: component, parent: parent)))
  }

  /// `component.didMove(toParent: parent)` alone (UIKit's `didMove(toParent:)`).
  public static func didMove(_ component: String, toParent parent: String?) -> ScenarioStep {
    ScenarioStep(DidMoveStep(move: ParentMove(component: component, parent: parent)))
  }
}
