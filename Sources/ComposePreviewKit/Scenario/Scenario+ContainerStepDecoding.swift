import Compose

extension Scenario.StepContext {
  /// The most items an `apply` step can list.
  static let maximumAppliedItems = 10_000

  static func containerKeys(of action: String) -> [String] {
    switch action {
    case "push": return ["navigation", "component", "animated"]
    case "pop": return ["navigation", "animated"]
    case "tap-back", "begin-interactive-pop": return ["navigation"]
    case "present": return ["presenter", "component", "animated", "style"]
    case "dismiss": return ["component", "animated"]
    case "scroll": return ["list", "inner-row", "offset"]
    case "scroll-to-row": return ["list", "inner-row", "row"]
    case "select-row": return ["list", "row"]
    case "select-tab": return ["tabs", "index"]
    case "set-state": return ["container", "state", "animated"]
    case "apply": return ["list", "items"]
    case "finish-interactive-pop", "cancel-interactive-pop": return ["navigation", "after"]
    default: return []
    }
  }

  /// A name of a declared component of the given kind.
  private func component(
    _ object: ScenarioReader.Object, _ key: String, kind: String
  ) throws(ScenarioError) -> String {
    let name = try component(object, key)
    guard kinds[name]?.name == kind else {
      throw try object.required(key).fail(
        "\(name.messageQuoted) is a \(kinds[name]?.name ?? "component"), not a \(kind)")
    }
    return name
  }

  private func animated(_ object: ScenarioReader.Object) throws(ScenarioError) -> Bool {
    try object.optional("animated")?.bool() ?? true
  }

  mutating func containerStep(_ action: String, _ object: ScenarioReader.Object)
    throws(ScenarioError) -> ScenarioStep
  {
    switch action {
    case "push":
      return .push(
        component: try component(object, "component"),
        navigation: try component(object, "navigation", kind: "navigation"),
        animated: try animated(object))
    case "pop":
      return .pop(
        navigation: try component(object, "navigation", kind: "navigation"),
        animated: try animated(object))
    case "tap-back":
      return .tapBack(navigation: try component(object, "navigation", kind: "navigation"))
    case "present":
      // A scenario file's default stays "fullScreen" (the format predates sheets, and existing
      // files keep their output); the API's default is `.automatic`.
      var style = "fullScreen"
      if let node = object.optional("style") {
        style = try node.string()
        guard PresentationStyle(rawValue: style) != nil else {
          throw node.fail(
            "expected \"fullScreen\", \"overFullScreen\", \"automatic\", \"pageSheet\" or \"formSheet\""
          )
        }
      }
      return .present(
        component: try component(object, "component"),
        presenter: try component(object, "presenter"), animated: try animated(object),
        style: style)
    case "dismiss":
      return .dismiss(component: try component(object, "component"), animated: try animated(object))
    case "scroll", "scroll-to-row":
      let list = try component(object, "list", kind: "list")
      let innerRow = try self.innerRow(object, list: list)
      if action == "scroll" {
        let offset = try object.required("offset").number(
          in: 0...1e9, "an offset in points, from 0 to 1000000000")
        return .scroll(list: list, innerRow: innerRow, offset: offset)
      }
      let rows = try rowCount(list, innerRow: innerRow)
      let rowNode = try object.required("row")
      guard rows > 0 else { throw rowNode.fail("the list has no rows") }
      return .scrollToRow(
        list: list, innerRow: innerRow, row: try rowNode.integer(in: 0...(rows - 1)))
    case "select-row":
      let list = try component(object, "list", kind: "list")
      let rows = try rowCount(list, innerRow: nil)
      let rowNode = try object.required("row")
      guard rows > 0 else { throw rowNode.fail("the list has no rows") }
      return .selectRow(list: list, row: try rowNode.integer(in: 0...(rows - 1)))
    case "select-tab":
      let tabs = try component(object, "tabs", kind: "tabs")
      let count = childCounts[tabs] ?? 0
      return .selectTab(
        tabs: tabs, index: try object.required("index").integer(in: 0...(count - 1)))
    case "set-state":
      let container = try component(object, "container", kind: "state-container")
      guard let state = try Scenario.state(object.required("state")) else {
        throw ScenarioError(.keyPath(object.path), "missing key \"state\"")
      }
      return .setState(
        container: container, state: state,
        animated: try object.optional("animated")?.bool() ?? false)
    case "apply":
      let list = try component(object, "list", kind: "list")
      let itemsNode = try object.required("items")
      let nodes = try itemsNode.array()
      guard nodes.count <= Self.maximumAppliedItems else {
        throw itemsNode.fail("at most \(Self.maximumAppliedItems) items")
      }
      var items: [Int] = []
      for node in nodes { items.append(try node.integer(in: 0...Scenario.maximumRows)) }
      rowCounts[list] = items.count
      return .apply(list: list, items: items)
    case "begin-interactive-pop":
      let navigation = try component(object, "navigation", kind: "navigation")
      interacting.insert(navigation)
      return .beginInteractivePop(navigation: navigation)
    default:
      let navigation = try interactingParent(object, key: "navigation")
      let after = try object.optional("after")?.duration() ?? .zero
      interacting.remove(navigation)
      return action == "finish-interactive-pop"
        ? .finishInteractivePop(navigation: navigation, after: after)
        : .cancelInteractivePop(navigation: navigation, after: after)
    }
  }

  /// The `inner-row` key: a row of `list` whose nested list the step acts on.
  private func innerRow(_ object: ScenarioReader.Object, list: String) throws(ScenarioError)
    -> Int?
  {
    guard let node = object.optional("inner-row") else { return nil }
    guard case .list(let spec) = kinds[list], case .list = spec.row else {
      throw node.fail("the rows of \(list.messageQuoted) hold no list")
    }
    let rows = rowCounts[list] ?? 0
    guard rows > 0 else { throw node.fail("the list has no rows") }
    return try node.integer(in: 0...(rows - 1))
  }

  /// The rows of `list`, or of the nested list of its rows.
  private func rowCount(_ list: String, innerRow: Int?) throws(ScenarioError) -> Int {
    guard case .list(let spec) = kinds[list] else { return 0 }
    guard innerRow != nil else { return rowCounts[list] ?? 0 }
    if case .list(let inner) = spec.row { return inner.rows }
    return 0
  }
}
