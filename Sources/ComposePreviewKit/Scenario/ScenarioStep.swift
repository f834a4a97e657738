/// What one step of a scenario does, made by the factories named after the Swift they run
/// (``setRoot(_:)``, ``embed(child:parent:)``, ``push(component:navigation:animated:)``...).
/// Components are named by their declared names.
///
/// Each kind of step lives in one file of `Scenario/Steps/`: its keys in a scenario file, how it is
/// read and checked, its title and its effect, with its factory here. Two steps are equal when
/// they are of the same kind with the same values.
public struct ScenarioStep: Hashable, Sendable, CustomStringConvertible {
  /// The step's kind and values.
  let action: any ScenarioAction

  init(_ action: any ScenarioAction) {
    self.action = action
  }

  /// Whether both are steps of the same kind with the same values.
  public static func == (lhs: ScenarioStep, rhs: ScenarioStep) -> Bool {
    lhs.action.isEqual(to: rhs.action)
  }

  /// Hashes the step's kind and values.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: action)))
    hasher.combine(action)
  }

  /// The step written like the Swift it runs, as the preview titles it:
  /// `screen.embed(header)`.
  public var description: String { action.title }

  /// Whether the step is one call of a hand-written containment sequence
  /// (``ScenarioAction/isContainmentCall``).
  var isContainmentCall: Bool { type(of: action).isContainmentCall }

  /// The `action` a scenario file names the step by: `push`.
  package var actionName: String { type(of: action).action }

  /// The step's object in a scenario file, with its `note` if any.
  func document(note: String?) -> JSONValue {
    var members = [JSONValue.Member(key: "action", value: .string(type(of: action).action))]
    if let note { members.append(JSONValue.Member(key: "note", value: .string(note))) }
    members += action.values.sorted { $0.key < $1.key }.map {
      JSONValue.Member(key: $0.key, value: $0.value)
    }
    return JSONValue(kind: .object(members), offset: 0)
  }
}
