import Compose
import ComposeRender

/// The JSON output of `compose-preview run --format json`: sorted keys, one object per step.
///
/// ```json
/// {"scenario": "containment", "steps": [{"number": 1, "title": "...", "time": 0,
///   "events": [...], "diagnostics": [...], "notes": [], "treeDiff": ["@@ -1,2 +1,2 @@", ...],
///   "tree": {...}}]}
/// ```
///
/// `treeDiff` is `null` when the step left the tree unchanged; `tree` is present with `--full`.
struct JSONReport {
  var showsFullTrees = false
  var renderer = TreeRenderer()

  func render(_ log: EventLog, scenario: String) -> String {
    var previous = log.initialTree
    var steps: [JSONOutput] = []
    for (index, step) in log.steps.enumerated() {
      var object: [String: JSONOutput] = [
        "number": .int(index + 1),
        "title": .string(step.title),
        "time": seconds(step.time),
        "events": .array(step.events.map(event)),
        "diagnostics": .array(
          step.diagnostics.map {
            .object([
              "code": .string($0.code.rawValue), "path": .string($0.path),
              "message": .string($0.message),
            ])
          }),
        "notes": .array(step.notes.map { .string($0) }),
        "treeDiff": .null,
      ]
      if let tree = step.tree {
        if let previous, let diff = TreeDiff.diff(previous, tree, renderer: renderer) {
          object["treeDiff"] = .array(LineDiff.lines(of: diff).map { .string($0) })
        }
        if showsFullTrees { object["tree"] = self.tree(tree) }
        previous = tree
      }
      steps.append(.object(object))
    }
    return JSONOutput.object(["scenario": .string(scenario), "steps": .array(steps)]).text
  }

  private func seconds(_ duration: Duration) -> JSONOutput {
    let (whole, attoseconds) = duration.components
    let milliseconds = whole * 1000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0
      ? .int(Int(milliseconds / 1000)) : .double(Double(milliseconds) / 1000)
  }

  private func reference(_ reference: ComponentReference) -> JSONOutput {
    .object([
      "number": .int(reference.number), "type": .string(reference.typeName),
      "name": .string(reference.name),
    ])
  }

  private func event(_ event: LifecycleEvent) -> JSONOutput {
    .object([
      "component": reference(event.component),
      "event": .string(event.kind.description),
      "time": seconds(event.time),
    ])
  }

  private func attributes(_ attributes: [TreeSnapshot.Attribute]) -> JSONOutput {
    .array(attributes.map { .object(["name": .string($0.name), "value": .string($0.value)]) })
  }

  private func tree(_ tree: TreeSnapshot) -> JSONOutput {
    let nodes: [JSONOutput] = tree.nodes.map { node in
      var object: [String: JSONOutput] = ["depth": .int(node.depth)]
      switch node.content {
      case .component(let component):
        object["kind"] = .string("component")
        object["component"] = reference(component.reference)
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
}
