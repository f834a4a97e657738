import Compose

/// Turns an archive's ``ArchiveNode`` tree into ``ArchiveObject``s: reports what Compose does
/// not model, refuses what is malformed.
struct ArchiveReader {
  let file: String
  private(set) var diagnostics: [Diagnostic] = []
  /// Every object's identifier, with where it is (a duplicate is malformed).
  private(set) var ids: [String: ArchiveLocation] = [:]
  /// Every connection's destination, checked once the whole archive is read.
  var destinations: [(id: String, location: ArchiveLocation)] = []

  init(file: String) { self.file = file }

  /// Reports `message` about the element `node`.
  mutating func report(_ node: ArchiveNode, _ message: String) {
    let element = node["id"].map { "<\(node.name) id=\"\($0)\">" } ?? "<\(node.name)>"
    diagnostics.append(
      Diagnostic(
        code: .unmodelledArchiveContent, path: node.location.description,
        message: "\(element): \(message)"))
  }

  func malformed(_ node: ArchiveNode, _ message: String) -> ArchiveReadError {
    let element = node["id"].map { "<\(node.name) id=\"\($0)\">" } ?? "<\(node.name)>"
    return ArchiveReadError(location: node.location, message: "\(element): \(message)")
  }

  func required(_ node: ArchiveNode, _ attribute: String) throws(ArchiveReadError) -> String {
    guard let value = node[attribute], !value.isEmpty else {
      throw malformed(node, "has no \(attribute)")
    }
    return value
  }

  /// Whether `node`, met inside an object, is an object itself.
  static func isObject(_ node: ArchiveNode) -> Bool {
    ArchiveVocabulary.classes[node.name] != nil
      || ArchiveVocabulary.placeholders.contains(node.name)
      || (node["id"] != nil && !ArchiveVocabulary.valueElements.contains(node.name))
  }

  /// The object `node` describes.
  ///
  /// An object with no identifier is malformed, except one that fills a property of its parent
  /// (Xcode writes a collection view cell's `<view key="contentView">` without one): it is named
  /// `<parent's identifier>.<key>`.
  mutating func object(_ node: ArchiveNode, list: String?, parent: String? = nil)
    throws(ArchiveReadError) -> ArchiveObject
  {
    let id: String
    if let written = node["id"], !written.isEmpty {
      id = written
    } else if let key = node["key"], let parent {
      id = "\(parent).\(key)"
    } else {
      throw malformed(node, "has no id")
    }
    if let previous = ids[id] {
      throw malformed(node, "the identifier \"\(id)\" is also the one of the object at \(previous)")
    }
    ids[id] = node.location
    let placeholder = self.placeholder(node)
    if placeholder == nil, ArchiveVocabulary.classes[node.name] == nil,
      !ArchiveVocabulary.structuralObjects.contains(node.name)
    {
      report(node, "Compose does not model the element <\(node.name)>; the object is not made")
    }
    let unstored = node.attributes.keys.filter {
      !ArchiveVocabulary.storedAttributes.contains($0)
        && !ArchiveVocabulary.drawingOnlyAttributes.contains($0)
    }
    // An element with no class is reported once, above, attributes and all.
    if !unstored.isEmpty, placeholder == nil,
      ArchiveVocabulary.classes[node.name] != nil
        || ArchiveVocabulary.structuralObjects.contains(node.name)
    {
      report(
        node, "attributes Compose does not store: \(unstored.sorted().joined(separator: ", "))")
    }
    var body = Body()
    for child in node.children { try read(child, of: id, into: &body) }
    return ArchiveObject(
      elementName: node.name, key: node["key"], list: list, id: id,
      customClass: node["customClass"], customModule: node["customModule"],
      userLabel: node["userLabel"], storyboardIdentifier: node["storyboardIdentifier"],
      placeholder: placeholder, attributes: node.attributes, frame: body.frame,
      colors: body.colors, fonts: body.fonts, states: body.states,
      accessibility: body.accessibility, subviews: body.subviews, children: body.children,
      connections: body.connections, constraints: body.constraints,
      runtimeAttributes: body.runtimeAttributes, values: body.values, location: node.location)
  }

  /// What an object's child elements hold.
  private struct Body {
    var frame: ArchiveRect?
    var colors: [String: ArchiveColor] = [:]
    var fonts: [String: ArchiveFont] = [:]
    var states: [ArchiveButtonState] = []
    var accessibility: ArchiveAccessibility?
    var subviews: [ArchiveObject] = []
    var children: [ArchiveObject] = []
    var connections: [ArchiveConnection] = []
    var constraints: [ArchiveConstraint] = []
    var runtimeAttributes: [ArchiveRuntimeAttribute] = []
    var values: [ArchiveNode] = []
  }

  private func placeholder(_ node: ArchiveNode) -> ArchiveObject.Placeholder? {
    switch node.name {
    case "exit": return .exit
    case "placeholder":
      switch node["placeholderIdentifier"] {
      case "IBFilesOwner": return .filesOwner
      case "IBFirstResponder": return .firstResponder
      case let other: return .external(other ?? "")
      }
    default: return nil
    }
  }

  private mutating func read(
    _ child: ArchiveNode, of id: String, into body: inout Body
  ) throws(ArchiveReadError) {
    switch child.name {
    case "rect" where child["key"] == "frame":
      body.frame = try rect(child)
    case "color":
      guard let key = child["key"] else { return report(child, "a colour with no key is ignored") }
      if let color = color(child) { body.colors[key] = color } else { body.values.append(child) }
    case "fontDescription":
      body.fonts[child["key"] ?? "fontDescription"] = font(child)
    case "state":
      body.states.append(try state(child))
    case "accessibility":
      body.accessibility = ArchiveAccessibility(
        identifier: child["identifier"], label: child["label"], hint: child["hint"])
    case "subviews":
      for subview in child.children {
        body.subviews.append(try object(subview, list: "subviews", parent: id))
      }
    case "connections":
      for connection in child.children {
        if let made = try self.connection(connection) { body.connections.append(made) }
      }
    case "constraints":
      for constraint in child.children {
        guard constraint.name == "constraint" else {
          report(constraint, "not a constraint; ignored")
          continue
        }
        let made = try self.constraint(constraint)
        // A constraint can be an outlet's destination.
        if ids[made.id] == nil { ids[made.id] = constraint.location }
        body.constraints.append(made)
      }
    case "userDefinedRuntimeAttributes":
      for attribute in child.children {
        body.runtimeAttributes.append(try runtimeAttribute(attribute))
      }
    case _ where ArchiveVocabulary.objectLists.contains(child.name):
      for listed in child.children {
        guard Self.isObject(listed) else {
          report(listed, "not an object; ignored")
          continue
        }
        body.children.append(try object(listed, list: child.name, parent: id))
      }
    case _
    where ArchiveVocabulary.editorOnlyElements.contains(child.name)
      || child["key"] == "canvasLocation":
      return
    case _ where Self.isObject(child):
      body.children.append(try object(child, list: nil, parent: id))
    case _ where ArchiveVocabulary.valueElements.contains(child.name):
      body.values.append(child)
    default:
      report(child, "Compose does not model this element; it is kept as written, never applied")
      body.values.append(child)
    }
  }
}
