extension Scenario {
  /// Reads a scenario from the bytes of a JSON file (schema in `docs/Scenarios.md`).
  ///
  /// The whole file is checked before anything runs: its syntax (reported with a line and
  /// column), its shape and every name a step refers to (reported with the key path).
  ///
  /// - Parameter bytes: The file's contents.
  /// - Returns: The scenario.
  /// - Throws: ``ScenarioError`` with the location and a one-line reason.
  public static func decode(json bytes: [UInt8]) throws(ScenarioError) -> Scenario {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw ScenarioError(
        .position(line: error.position.line, column: error.position.column), error.reason)
    }
    let document = try ScenarioReader.Node(value: root, path: "").object(allowing: [
      "description", "window", "components", "steps",
    ])
    var scenario = Scenario(components: [], steps: [])
    scenario.summary = try document.optional("description")?.string() ?? ""
    scenario.windowName = try document.optional("window")?.name() ?? "window"
    var names: [String: String] = [:]
    for node in try document.required("components").array() {
      scenario.components.append(try declaration(node, names: &names))
    }
    if scenario.components.isEmpty {
      throw ScenarioError(.keyPath("components"), "declare at least one component")
    }
    var context = StepContext(names: names)
    for node in try document.required("steps").array() {
      scenario.steps.append(try context.step(node))
    }
    return scenario
  }

  private static func declaration(
    _ node: ScenarioReader.Node, names: inout [String: String]
  ) throws(ScenarioError) -> ComponentDeclaration {
    let object = try node.object(allowing: ["name", "kind", "text", "children"])
    let nameNode = try object.required("name")
    let name = try nameNode.name()
    if let first = names[name] {
      throw nameNode.fail("duplicate component name \"\(name)\" (first declared at \(first))")
    }
    names[name] = nameNode.path
    let kindNode = object.optional("kind")
    let kindName = try kindNode?.string() ?? "component"
    let kind: ComponentKind
    switch kindName {
    case "component": kind = .component
    case "label": kind = .label(text: try object.optional("text")?.string() ?? name)
    case "container": kind = .container
    case "manual-container": kind = .manualContainer
    default:
      throw kindNode!.fail(
        "unknown kind \"\(kindName)\" (expected \"component\", \"label\", \"container\" or "
          + "\"manual-container\")")
    }
    if let text = object.optional("text"), kindName != "label" {
      throw text.fail("only a label has a text")
    }
    var declaration = ComponentDeclaration(name: name, kind: kind)
    if let children = object.optional("children") {
      guard kind.acceptsChildren else {
        throw children.fail(
          "a \(kind.name) declares no children; use kind \"container\" or \"manual-container\"")
      }
      for child in try children.array() {
        declaration.children.append(try self.declaration(child, names: &names))
      }
    }
    return declaration
  }
}
