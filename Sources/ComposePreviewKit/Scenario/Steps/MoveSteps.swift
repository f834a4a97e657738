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

/// A step that is one `willMove(toParent:)` or `didMove(toParent:)` call: its reading, writing,
/// title and call, shared by `will-move` and `did-move`.
protocol ParentMoveStep: ScenarioAction {
  /// The hook's name in the title: `willMove`.
  static var hook: String { get }
  var move: ParentMove { get }
  init(move: ParentMove)
  /// Makes the call.
  @MainActor static func call(_ moving: Component, toParent parent: Component?)
}

extension ParentMoveStep {
  static var keys: [String] { ParentMove.keys }
  static var isContainmentCall: Bool { true }

  init(decoding object: ScenarioReader.Object, in context: inout Scenario.StepContext)
    throws(ScenarioError)
  {
    self.init(move: try ParentMove(decoding: object, in: &context))
  }

  var fields: [String: JSONValue] { move.fields }
  var title: String { move.title(Self.hook) }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let (moving, parent) = try move.resolve(on: runner)
    Self.call(moving, toParent: parent)
    return []
  }
}

/// `will-move`: `component.willMove(toParent: parent)` alone, as a container writing its
/// containment by hand calls it (`parent` is `nil` before a removal).
struct WillMoveStep: ParentMoveStep {
  static let action = "will-move"
  static let hook = "willMove"
  var move: ParentMove

  @MainActor static func call(_ moving: Component, toParent parent: Component?) {
    moving.willMove(toParent: parent)
  }
}

/// `did-move`: `component.didMove(toParent: parent)` alone, as a container writing its
/// containment by hand calls it after placing the view (`parent` is `nil` after a removal, which
/// ``Component/removeFromParent()`` already sends).
struct DidMoveStep: ParentMoveStep {
  static let action = "did-move"
  static let hook = "didMove"
  var move: ParentMove

  @MainActor static func call(_ moving: Component, toParent parent: Component?) {
    moving.didMove(toParent: parent)
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
