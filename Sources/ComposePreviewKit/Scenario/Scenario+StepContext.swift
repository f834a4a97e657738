extension Scenario {
  /// Reads steps, checking their names against the declared components, their kinds, their
  /// numbers and the order of the interactive transitions; each step kind's
  /// ``ScenarioAction/init(decoding:in:)`` reads its keys through these helpers.
  struct StepContext {
    /// The most items an `apply` step can list.
    static let maximumAppliedItems = 10_000

    /// Declared names and where they were declared.
    var names: [String: String]
    /// Declared kinds by name.
    var kinds: [String: ComponentKind] = [:]
    /// The number of declared children by name (the tabs of a `tabs` component).
    var childCounts: [String: Int] = [:]
    /// The rows of each declared list after the steps read so far (`apply` changes them).
    var rowCounts: [String: Int] = [:]
    /// The containers with an interactive transition begun and not yet finished or cancelled.
    var interacting: Set<String> = []

    /// Reads the step object at `node`: its `action`, its `note` and the keys of its kind.
    mutating func step(_ node: ScenarioReader.Node) throws(ScenarioError) -> StepDeclaration {
      guard case .object(let members) = node.value.kind else {
        throw node.fail("expected an object, found \(node.value.typeDescription)")
      }
      guard let actionMember = members.first(where: { $0.key == "action" }) else {
        throw node.fail("missing key \"action\"")
      }
      let actionNode = ScenarioReader.Node(
        value: actionMember.value, path: ScenarioReader.Node.join(node.path, "action"))
      let action = try actionNode.string()
      guard let kind = Scenario.stepKindsByAction[action] else {
        throw actionNode.fail(
          "unknown action \(action.messageQuoted) (see docs/Scenarios.md for the list)")
      }
      let object = try node.object(allowing: ["action", "note"] + kind.keys)
      let note = try object.optional("note")?.string()
      return StepDeclaration(ScenarioStep(try kind.init(decoding: object, in: &self)), note: note)
    }

    /// The name at `key`, which must be a declared component.
    func component(_ object: ScenarioReader.Object, _ key: String) throws(ScenarioError)
      -> String
    {
      let node = try object.required(key)
      let name = try node.string()
      guard names[name] != nil else {
        throw node.fail("no component is named \(name.messageQuoted)")
      }
      return name
    }

    /// The name at `key`, a declared component, or `nil` for `null`: the parent a
    /// `willMove(toParent:)` or `didMove(toParent:)` names.
    func componentOrNull(_ object: ScenarioReader.Object, _ key: String) throws(ScenarioError)
      -> String?
    {
      let node = try object.required(key)
      switch node.value.kind {
      case .null: return nil
      case .string: return try component(object, key)
      default:
        throw node.fail("expected a component's name or null, found \(node.value.typeDescription)")
      }
    }

    /// Checks that the name at `key` is not `other`, the component the step acts on: a call UIKit
    /// refuses too (a view controller cannot be its own child or parent, a view its own subview).
    func differs(
      _ object: ScenarioReader.Object, _ key: String, from other: String, _ reason: String
    )
      throws(ScenarioError)
    {
      let node = try object.required(key)
      guard case .string(let name) = node.value.kind, name == other else { return }
      throw node.fail("\(name.messageQuoted) \(reason)")
    }

    /// The name at `key`, which must be a declared component of the kind named `kind`.
    func component(_ object: ScenarioReader.Object, _ key: String, kind: String)
      throws(ScenarioError) -> String
    {
      let name = try component(object, key)
      guard kinds[name]?.name == kind else {
        throw try object.required(key).fail(
          "\(name.messageQuoted) is a \(kinds[name]?.name ?? "component"), not a \(kind)")
      }
      return name
    }

    /// The name at `key`, a component with an interactive transition begun by an earlier step.
    func interactingParent(_ object: ScenarioReader.Object, key: String = "parent")
      throws(ScenarioError) -> String
    {
      let parent = try component(object, key)
      guard interacting.contains(parent) else {
        throw try object.required(key).fail(
          "no interactive transition was begun on \(parent.messageQuoted) by an earlier step")
      }
      return parent
    }

    /// The `inner-row` key: a row of `list` whose nested list the step acts on.
    func innerRow(_ object: ScenarioReader.Object, list: String) throws(ScenarioError) -> Int? {
      guard let node = object.optional("inner-row") else { return nil }
      guard case .list(let spec) = kinds[list], case .list = spec.row else {
        throw node.fail("the rows of \(list.messageQuoted) hold no list")
      }
      let rows = rowCounts[list] ?? 0
      guard rows > 0 else { throw node.fail("the list has no rows") }
      return try node.integer(in: 0...(rows - 1))
    }

    /// The `row` key: a row of `list`, or of the nested list of its row `innerRow`.
    func row(_ object: ScenarioReader.Object, list: String, innerRow: Int?) throws(ScenarioError)
      -> Int
    {
      var rows = 0
      if case .list(let spec) = kinds[list] {
        if innerRow == nil {
          rows = rowCounts[list] ?? 0
        } else if case .list(let inner) = spec.row {
          rows = inner.rows
        }
      }
      let node = try object.required("row")
      guard rows > 0 else { throw node.fail("the list has no rows") }
      return try node.integer(in: 0...(rows - 1))
    }
  }
}
