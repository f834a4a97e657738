import Compose

/// A step that is one `willMove(toParent:)` or `didMove(toParent:)` call: its fields
/// (`component`, and `parent`, a name or `null`), title and call, shared by `will-move` and
/// `did-move`.
protocol ParentMoveStep: ScenarioAction {
  /// The hook's name in the title: `willMove`.
  static var hook: String { get }
  /// The component told.
  var component: String { get set }
  /// Its new parent; `nil` for `null`.
  var parent: String? { get set }
  /// Makes the call.
  @MainActor static func send(_ moving: Component, toParent parent: Component?)
}

extension ParentMoveStep {
  static var fields: [StepField<Self>] {
    [
      .component("component", \.component),
      .componentOrNull(
        "parent", \.parent, differingFrom: \.component, "cannot be its own parent"),
    ]
  }
  static var call: String { "{component}.\(hook)(toParent: {parent})" }
  static var isContainmentCall: Bool { true }

  @MainActor
  func perform(on runner: inout ScenarioRunner) throws(ScenarioRunner.Refusal) -> [String] {
    let moving = try runner.component(component)
    Self.send(
      moving,
      toParent: try parent.map { name throws(ScenarioRunner.Refusal) in
        try runner.component(name)
      })
    return []
  }
}

/// `will-move`: `component.willMove(toParent: parent)` alone, as a container writing its
/// containment by hand calls it (`parent` is `nil` before a removal).
struct WillMoveStep: ParentMoveStep {
  static let action = "will-move"
  static let hook = "willMove"
  static let summary = #"`component.willMove(toParent: parent)`"#
  var component = ""
  var parent: String?

  @MainActor static func send(_ moving: Component, toParent parent: Component?) {
    moving.willMove(toParent: parent)
  }
}

/// `did-move`: `component.didMove(toParent: parent)` alone, as a container writing its
/// containment by hand calls it after placing the view (`parent` is `nil` after a removal, which
/// ``Component/removeFromParent()`` already sends).
struct DidMoveStep: ParentMoveStep {
  static let action = "did-move"
  static let hook = "didMove"
  static let summary = #"`component.didMove(toParent: parent)`"#
  var component = ""
  var parent: String?

  @MainActor static func send(_ moving: Component, toParent parent: Component?) {
    moving.didMove(toParent: parent)
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
