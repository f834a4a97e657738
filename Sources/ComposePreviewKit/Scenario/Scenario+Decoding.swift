extension Scenario {
  /// Reads a scenario from the bytes of a JSON file (schema in `docs/Scenarios.md`).
  ///
  /// The whole file is checked before anything runs: its syntax (reported with a line and
  /// column), its shape and every name a step refers to (reported with the key path), and the
  /// limits of ``ScenarioLimits`` (a file over 1 MiB is reported as a whole). Every reason is one
  /// line: text quoted from the file is escaped and cut.
  ///
  /// - Parameter bytes: The file's contents.
  /// - Returns: The scenario.
  /// - Throws: ``ScenarioError`` with the location and a one-line reason.
  public static func decode(json bytes: [UInt8]) throws(ScenarioError) -> Scenario {
    var steps: [StepDeclaration] = []
    var scenario = try ScenarioFile.read(json: bytes) { steps.append($0) }.header
    scenario.steps = steps
    return scenario
  }

  /// A document read up to its steps: its description, window name and declarations, what the
  /// first step is checked against, and the steps' node.
  struct Header {
    /// The scenario without its steps.
    var scenario: Scenario
    /// The declared names and kinds, as the first step is read against them.
    var context: StepContext
    /// The value at `steps` (checked to be an array by ``readSteps(_:of:each:)``).
    var steps: ScenarioReader.Node
  }

  /// Reads and checks a document's keys, description, window name and declarations: all but its
  /// steps.
  static func readHeader(_ root: ScenarioReader.Node) throws(ScenarioError) -> Header {
    let document = try root.object(allowing: [
      "$schema", "description", "window", "components", "steps",
    ])
    // The address of `docs/scenario.schema.json` for editors: a string, otherwise ignored.
    _ = try document.optional("$schema")?.string()
    var scenario = Scenario(components: [], steps: [])
    scenario.summary = try document.optional("description")?.string() ?? ""
    scenario.windowName = try document.optional("window")?.name() ?? "window"
    var names: [String: String] = [:]
    var budget = ScenarioBudget()
    for node in try document.required("components").array() {
      scenario.components.append(try declaration(node, names: &names, budget: &budget))
    }
    if scenario.components.isEmpty {
      throw ScenarioError(.keyPath("components"), "declare at least one component")
    }
    var context = StepContext(names: names)
    var pending = scenario.components
    while let declaration = pending.popLast() {
      context.kinds[declaration.name] = declaration.kind
      context.childCounts[declaration.name] = declaration.children.count
      if case .list(let spec) = declaration.kind { context.rowCounts[declaration.name] = spec.rows }
      pending += declaration.children
    }
    return Header(
      scenario: scenario, context: context,
      steps: try document.required("steps"))
  }

  /// Reads and checks the steps of `header`, taken one at a time from `values`: each one's
  /// shape, names and kinds (their work is metered when they run, by ``ScenarioMeter``). Each
  /// step is handed to `each` and dropped.
  ///
  /// - Returns: The number of steps.
  static func readSteps(
    _ values: inout some ScenarioStepValues, of header: Header,
    each: (StepDeclaration) -> Void = { _ in }
  ) throws(ScenarioError) -> Int {
    guard case .array = header.steps.value.kind else {
      _ = try header.steps.array()
      return 0
    }
    var context = header.context
    var count = 0
    while let value = try values.next() {
      let node = ScenarioReader.Node(value: value, path: "\(header.steps.path)[\(count)]")
      let step = try context.step(node)
      each(step)
      count += 1
    }
    return count
  }

  private static func declaration(
    _ node: ScenarioReader.Node, names: inout [String: String], budget: inout ScenarioBudget
  ) throws(ScenarioError) -> ComponentDeclaration {
    guard case .object(let members) = node.value.kind else {
      throw node.fail("expected an object, found \(node.value.typeDescription)")
    }
    var kindName = "component"
    var kindNode: ScenarioReader.Node?
    if let member = members.first(where: { $0.key == "kind" }) {
      kindNode = ScenarioReader.Node(
        value: member.value, path: ScenarioReader.Node.join(node.path, "kind"))
      kindName = try kindNode!.string()
    }
    guard let extra = kindKeys[kindName] else {
      throw kindNode!.fail(
        "unknown kind \(kindName.messageQuoted) (expected "
          + Self.kindNames.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
    }
    if let children = members.first(where: { $0.key == "children" }), !extra.contains("children") {
      throw ScenarioReader.Node(
        value: children.value, path: ScenarioReader.Node.join(node.path, "children")
      ).fail(
        "a \(kindName) declares no children; use kind \"container\", \"manual-container\", "
          + "\"navigation\", \"tabs\" or \"state-container\"")
    }
    let object = try node.object(allowing: ["name", "kind"] + extra)
    let nameNode = try object.required("name")
    let name = try nameNode.name()
    if let first = names[name] {
      throw nameNode.fail(
        "duplicate component name \(name.messageQuoted) (first declared at \(first))")
    }
    names[name] = nameNode.path
    var declaration = ComponentDeclaration(name: name, kind: .component)
    if let children = object.optional("children") {
      for child in try children.array() {
        declaration.children.append(
          try self.declaration(child, names: &names, budget: &budget))
      }
    }
    declaration.kind = try kind(kindName, object, name: name, children: declaration.children.count)
    try budget.add(declaration.kind, at: node)
    return declaration
  }
}
