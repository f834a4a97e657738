import ComposeRender

extension JSONReport {
  /// A whole tree (`--full`): the window and its nodes, each with its depth and kind.
  func tree(_ tree: TreeSnapshot) -> JSONOutput {
    let nodes: [JSONOutput] = tree.nodes.map { node in
      var object: [String: JSONOutput] = ["depth": .int(node.depth)]
      switch node.content {
      case .component(let component):
        object["kind"] = .string("component")
        object["component"] = Self.reference(component.reference)
        object["appearance"] = .string(component.appearance.rawValue)
        object["view"] = .string(component.view.description)
        object["manualForwarding"] = .bool(component.forwardsAppearanceManually)
        object["move"] = component.move.map { .string($0.rawValue) } ?? .null
        object["transitionInFlight"] = .bool(component.isTransitionInFlight)
        object["attributes"] = attributes(component.attributes)
        object["line"] = .string(renderer.line(for: node.content))
      case .view(let view):
        object["kind"] = .string("view")
        object["name"] = view.name.map { .string($0) } ?? .null
        object["hidden"] = .bool(view.isHidden)
        object["attributes"] = attributes(view.attributes)
      case .section(let section):
        object["kind"] = .string("section")
        object["type"] = .string(section.kind)
        object["attributes"] = attributes(section.attributes)
      case .entry(let entry):
        object["kind"] = .string("entry")
        object["type"] = .string(entry.kind)
        object["attributes"] = attributes(entry.attributes)
      }
      return .object(object)
    }
    return .object([
      "window": .object([
        "name": .string(tree.window.name), "visible": .bool(tree.window.isVisible),
      ]),
      "nodes": .array(nodes),
    ])
  }

  private func attributes(_ attributes: [TreeSnapshot.Attribute]) -> JSONOutput {
    .array(attributes.map { .object(["name": .string($0.name), "value": .string($0.value)]) })
  }
}
