import Compose

extension ArchiveReader {
  func number(_ node: ArchiveNode, _ attribute: String) throws(ArchiveReadError) -> Double {
    guard let text = node[attribute] else { return 0 }
    guard let value = Double(text) else {
      throw malformed(node, "\(attribute)=\"\(text)\" is not a number")
    }
    return value
  }

  func rect(_ node: ArchiveNode) throws(ArchiveReadError) -> ArchiveRect {
    ArchiveRect(
      x: try number(node, "x"), y: try number(node, "y"), width: try number(node, "width"),
      height: try number(node, "height"))
  }

  /// The colour `node` writes, or `nil` (reported) when it is none Compose knows.
  mutating func color(_ node: ArchiveNode) -> ArchiveColor? {
    if let name = node["name"] { return .named(name) }
    if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] { return .system(name) }
    func component(_ name: String) -> Double? { node[name].flatMap(Double.init) }
    let alpha = component("alpha") ?? 1
    if let red = component("red"), let green = component("green"), let blue = component("blue") {
      let space = node["customColorSpace"] ?? node["colorSpace"] ?? "sRGB"
      return .components(red: red, green: green, blue: blue, alpha: alpha, space: space)
    }
    if let white = component("white") { return .white(white, alpha: alpha) }
    report(node, "a colour Compose does not read (no name, system colour or components)")
    return nil
  }

  func font(_ node: ArchiveNode) -> ArchiveFont {
    ArchiveFont(
      type: node["type"], weight: node["weight"], pointSize: node["pointSize"].flatMap(Double.init),
      name: node["name"], family: node["family"], textStyle: node["style"])
  }

  mutating func state(_ node: ArchiveNode) throws(ArchiveReadError) -> ArchiveButtonState {
    let state = try required(node, "key")
    var colors: [String: ArchiveColor] = [:]
    var attributedTitle: String?
    for child in node.children {
      if child.name == "color", let key = child["key"], let color = color(child) {
        colors[key] = color
      } else if child.name == "attributedString", child["key"] == "attributedTitle" {
        // The fragments' text, in order; their attributes (fonts, colours, paragraph styles)
        // change only drawing.
        attributedTitle = child.children.filter { $0.name == "fragment" }
          .map { $0["content"] ?? "" }.joined()
      } else {
        report(child, "Compose does not model this in a button's \(state) state")
      }
    }
    return ArchiveButtonState(
      state: state, title: node["title"], image: node["image"],
      backgroundImage: node["backgroundImage"], colors: colors, attributedTitle: attributedTitle)
  }

  /// The connection `node` writes, or `nil` (reported) for an element that is none.
  mutating func connection(_ node: ArchiveNode) throws(ArchiveReadError) -> ArchiveConnection? {
    let kind: ArchiveConnection.Kind
    switch node.name {
    case "outlet":
      kind = .outlet(property: try required(node, "property"))
    case "outletCollection":
      kind = .outletCollection(property: try required(node, "property"))
    case "action":
      kind = .action(selector: try required(node, "selector"), eventType: node["eventType"])
    case "segue":
      kind = .segue(segue(node))
    default:
      report(node, "not a connection Compose models; ignored")
      return nil
    }
    let destination = try required(node, "destination")
    destinations.append((destination, node.location))
    return ArchiveConnection(
      kind: kind, id: node["id"] ?? "", destination: destination, location: node.location)
  }

  mutating func segue(_ node: ArchiveNode) -> ArchiveSegue {
    let written = node["kind"] ?? ""
    let kind: ArchiveSegue.Kind
    switch written {
    case "show", "push": kind = .show
    case "showDetail": kind = .showDetail
    case "presentation", "modal": kind = .presentation
    case "popoverPresentation", "popover": kind = .popoverPresentation
    case "embed": kind = .embed
    case "unwind": kind = .unwind
    case "custom": kind = .custom
    case "relationship": kind = .relationship
    default:
      kind = .unmodelled(written)
      report(node, "Compose does not model the segue kind \"\(written)\"; it is never performed")
    }
    if kind == .relationship, let relationship = node["relationship"],
      !["rootViewController", "viewControllers", "masterViewController", "detailViewController"]
        .contains(relationship)
    {
      report(node, "Compose does not model the relationship \"\(relationship)\"")
    }
    return ArchiveSegue(
      kind: kind, writtenKind: written, identifier: node["identifier"],
      relationship: node["relationship"], customClass: node["customClass"],
      customModule: node["customModule"], unwindAction: node["unwindAction"],
      modalPresentationStyle: node["modalPresentationStyle"],
      modalTransitionStyle: node["modalTransitionStyle"], animates: node["animates"] != "NO",
      popoverAnchorView: node["popoverAnchorView"])
  }

  func constraint(_ node: ArchiveNode) throws(ArchiveReadError) -> ArchiveConstraint {
    ArchiveConstraint(
      id: try required(node, "id"), firstItem: node["firstItem"],
      firstAttribute: node["firstAttribute"], relation: node["relation"],
      secondItem: node["secondItem"], secondAttribute: node["secondAttribute"],
      multiplier: node["multiplier"], constant: try number(node, "constant"),
      priority: node["priority"] == nil ? 1000 : try number(node, "priority"),
      identifier: node["identifier"], location: node.location)
  }

  mutating func runtimeAttribute(_ node: ArchiveNode) throws(ArchiveReadError)
    -> ArchiveRuntimeAttribute
  {
    guard node.name == "userDefinedRuntimeAttribute" else {
      throw malformed(node, "not a userDefinedRuntimeAttribute")
    }
    let keyPath = try required(node, "keyPath")
    let type = node["type"] ?? ""
    let value: ArchiveRuntimeAttribute.Value
    switch type {
    case "string", "localizedString":
      value = .string(node["value"] ?? "")
    case "boolean":
      value = .boolean(node["value"] == "YES")
    case "number":
      guard let number = node.children.first(where: { $0["key"] == "value" }),
        let parsed = number["value"].flatMap(Double.init)
      else { throw malformed(node, "the number of \"\(keyPath)\" has no value") }
      value = .number(parsed)
    case "color":
      guard let child = node.children.first(where: { $0.name == "color" }), let color = color(child)
      else { throw malformed(node, "the colour of \"\(keyPath)\" has no value") }
      value = .color(color)
    case "nil":
      value = .none
    default:
      value = .other(type: type, node: node)
    }
    return ArchiveRuntimeAttribute(keyPath: keyPath, value: value, location: node.location)
  }
}
