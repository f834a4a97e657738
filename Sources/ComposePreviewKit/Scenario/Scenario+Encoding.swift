extension Scenario {
  /// The scenario as the JSON document of a file declaring it: what ``decode(json:)`` reads.
  var document: JSONValue {
    document(steps: steps.map { $0.step.document(note: $0.note) })
  }

  /// The document without its steps (an empty `steps` array), which ``validate()`` reads before
  /// reading the steps one at a time.
  var headerDocument: JSONValue {
    document(steps: [])
  }

  private func document(steps: [JSONValue]) -> JSONValue {
    .object([
      "description": .string(summary), "window": .string(windowName),
      "components": .array(components.map(\.document)), "steps": .array(steps),
    ])
  }
}

extension ComponentDeclaration {
  /// The declaration as a file writes it: `name`, `kind`, the kind's keys and `children`.
  var document: JSONValue {
    var members = [
      JSONValue.Member(key: "name", value: .string(name)),
      JSONValue.Member(key: "kind", value: .string(kind.name)),
    ]
    if !children.isEmpty {
      members.append(JSONValue.Member(key: "children", value: .array(children.map(\.document))))
    }
    for (key, value) in kind.fields {
      members.append(JSONValue.Member(key: key, value: value))
    }
    return JSONValue(kind: .object(members), offset: 0)
  }
}

extension ComponentKind {
  /// The keys of the kind besides `name`, `kind` and `children`, as a file writes them.
  var fields: KeyValuePairs<String, JSONValue> {
    switch self {
    case .component, .container, .manualContainer, .navigation: return [:]
    case .label(let text): return ["text": .string(text)]
    case .list(let spec): return spec.fields
    case .tabs(let selected): return ["selected": .integer(selected)]
    case .stateContainer(let state): return ["state": .string(state.rawValue)]
    }
  }
}

extension ListSpec {
  /// `rows`, `axis`, `visible` and the `row` template, as a file writes them.
  var fields: KeyValuePairs<String, JSONValue> {
    [
      "rows": .integer(rows), "axis": .string(isHorizontal ? "horizontal" : "vertical"),
      "visible": .integer(visibleRows), "row": row.document,
    ]
  }
}

extension RowTemplate {
  /// The template as a file writes it: its `kind` and, for a nested list, the list's keys.
  var document: JSONValue {
    switch self {
    case .component: return .object(["kind": .string("component")])
    case .label: return .object(["kind": .string("label")])
    case .list(let spec):
      var members = [JSONValue.Member(key: "kind", value: .string("list"))]
      for (key, value) in spec.fields { members.append(JSONValue.Member(key: key, value: value)) }
      return JSONValue(kind: .object(members), offset: 0)
    }
  }
}

extension Scenario {
  /// The scenario as the text of a scenario file declaring it (keys sorted), which
  /// ``decode(json:)`` reads back as this scenario.
  package var fileText: String {
    document.output.text
  }
}

extension JSONValue {
  /// The value to write: whole numbers as integers.
  fileprivate var output: JSONOutput {
    switch kind {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number):
      return number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
    case .string(let text): return .string(text)
    case .array(let elements): return .array(elements.map(\.output))
    case .object(let members):
      return .object(
        Dictionary(
          members.map { ($0.key, $0.value.output) }, uniquingKeysWith: { first, _ in first }))
    }
  }
}
