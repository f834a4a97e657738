extension Scenario {
  /// The kinds a component can declare, in the order the documentation lists them.
  package static let kindNames = [
    "component", "label", "container", "manual-container", "list", "navigation", "tabs",
    "state-container",
  ]

  /// The keys each kind accepts besides `name` and `kind`.
  package static let kindKeys: [String: [String]] = [
    "component": [], "label": ["text"], "container": ["children"],
    "manual-container": ["children"], "list": ["rows", "axis", "visible", "row"],
    "navigation": ["children"], "tabs": ["children", "selected"],
    "state-container": ["children", "state"],
  ]

  /// The most rows a list can declare.
  static let maximumRows = 1_000_000
  /// The deepest nesting of lists in rows.
  static let maximumListNesting = 4

  static func kind(
    _ name: String, _ object: ScenarioReader.Object, name componentName: String, children: Int
  ) throws(ScenarioError) -> ComponentKind {
    switch name {
    case "label": return .label(text: try object.optional("text")?.string() ?? componentName)
    case "container": return .container
    case "manual-container": return .manualContainer
    case "list": return .list(try listSpec(object, depth: 1))
    case "navigation":
      if children == 0 {
        throw ScenarioError(
          .keyPath(object.path), "a navigation declares its stack as children (at least one)")
      }
      return .navigation
    case "tabs":
      if children == 0 {
        throw ScenarioError(.keyPath(object.path), "tabs declare their tabs as children")
      }
      let selected = try object.optional("selected")?.integer(in: 0...(children - 1)) ?? 0
      return .tabs(selected: selected)
    case "state-container":
      if children != 1 {
        throw ScenarioError(
          .keyPath(object.path), "a state container declares exactly one child, its content")
      }
      return .stateContainer(state: try state(object.optional("state")) ?? .loading)
    default: return .component
    }
  }

  static func state(_ node: ScenarioReader.Node?) throws(ScenarioError) -> ScenarioState? {
    guard let node else { return nil }
    let name = try node.string()
    guard let state = ScenarioState(rawValue: name) else {
      throw node.fail(
        "unknown state \(name.messageQuoted) (expected \"loading\", \"content\", \"empty\" or \"error\")"
      )
    }
    return state
  }

  /// A list's keys: `rows`, `axis`, `visible` and the `row` template (whose own keys are `kind`
  /// and, for a nested list, the list's keys).
  private static func listSpec(_ object: ScenarioReader.Object, depth: Int) throws(ScenarioError)
    -> ListSpec
  {
    let rows = try object.required("rows").integer(in: 0...maximumRows)
    var isHorizontal = false
    if let axis = object.optional("axis") {
      switch try axis.string() {
      case "vertical": isHorizontal = false
      case "horizontal": isHorizontal = true
      default: throw axis.fail("expected \"vertical\" or \"horizontal\"")
      }
    }
    let visible = try object.optional("visible")?.integer(in: 1...20) ?? 3
    var row = RowTemplate.component
    if let rowNode = object.optional("row") {
      guard case .object(let members) = rowNode.value.kind else {
        throw rowNode.fail("expected an object, found \(rowNode.value.typeDescription)")
      }
      let kindNode = members.first { $0.key == "kind" }.map {
        ScenarioReader.Node(value: $0.value, path: ScenarioReader.Node.join(rowNode.path, "kind"))
      }
      switch try kindNode?.string() ?? "component" {
      case "component":
        _ = try rowNode.object(allowing: ["kind"])
      case "label":
        _ = try rowNode.object(allowing: ["kind"])
        row = .label
      case "list":
        guard depth < maximumListNesting else {
          throw kindNode!.fail("lists nest at most \(maximumListNesting) deep")
        }
        row = .list(
          try listSpec(
            rowNode.object(allowing: ["kind", "rows", "axis", "visible", "row"]), depth: depth + 1))
      case let other:
        throw kindNode!.fail(
          "unknown row kind \(other.messageQuoted) (expected \"component\", \"label\" or \"list\")")
      }
    }
    return ListSpec(rows: rows, isHorizontal: isHorizontal, visibleRows: visible, row: row)
  }
}
