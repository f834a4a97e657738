/// The documentation of the steps, derived from their declared fields: the table of
/// `docs/Scenarios.md` and the alternatives of `docs/scenario.schema.json` under `$defs.step`
/// (tests check that the checked-in ones are these, and rewrite them when asked to record).
extension Scenario {
  /// The steps' table in Markdown: each action, its keys (with what each takes and its default)
  /// and what it runs, in the order of ``stepKinds``.
  package static var stepTable: String {
    var lines = ["| action | keys | runs |", "| --- | --- | --- |"]
    for kind in stepKinds { lines.append(tableRow(kind)) }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func tableRow<Step: ScenarioAction>(_ kind: Step.Type) -> String {
    let keys = Step.fields.map { field in
      field.documentation.isEmpty ? "`\(field.key)`" : "`\(field.key)` (\(field.documentation))"
    }
    return "| `\(Step.action)` | \(keys.joined(separator: ", ")) | \(Step.summary) |"
  }

  /// The text of `$defs.step` of the JSON Schema, indented as at `level` (2 in the file): one
  /// alternative a step kind, its `action` a constant, its keys with their schemas, the required
  /// ones listed, no other key allowed.
  package static func stepSchemaText(level: Int) -> String {
    JSONValue.object(["oneOf": .array(stepKinds.map { schema(of: $0) })]).prettyText(level: level)
  }

  private static func schema<Step: ScenarioAction>(of kind: Step.Type) -> JSONValue {
    var properties = [
      JSONValue.Member(key: "action", value: .object(["const": .string(Step.action)])),
      JSONValue.Member(
        key: "note",
        value: .object([
          "type": .string("string"),
          "description": .string("A remark appended to the step's title."),
        ])),
    ]
    properties += Step.fields.map { JSONValue.Member(key: $0.key, value: $0.schema) }
    let required = ["action"] + Step.fields.filter(\.isRequired).map(\.key)
    let call = Step.call(writing: { $0.key })
    return .object([
      "description": .string("`\(Step.action)`: \(call)."),
      "type": .string("object"),
      "properties": JSONValue(kind: .object(properties), offset: 0),
      "required": .array(required.map { .string($0) }),
      "additionalProperties": .bool(false),
    ])
  }
}

extension JSONValue {
  /// The value as JSON text indented by two spaces a level, members in their order, starting at
  /// `level` (the first line not indented).
  func prettyText(level: Int = 0) -> String {
    let inner = String(repeating: "  ", count: level + 1)
    let outer = String(repeating: "  ", count: level)
    switch kind {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      return number == number.rounded() && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
    case .string(let text): return Self.quoted(text)
    case .array(let elements):
      guard !elements.isEmpty else { return "[]" }
      let items = elements.map { inner + $0.prettyText(level: level + 1) }
      return "[\n" + items.joined(separator: ",\n") + "\n\(outer)]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let items = members.map {
        inner + Self.quoted($0.key) + ": " + $0.value.prettyText(level: level + 1)
      }
      return "{\n" + items.joined(separator: ",\n") + "\n\(outer)}"
    }
  }

  /// `text` as a JSON string, quoted and escaped on one line.
  private static func quoted(_ text: String) -> String {
    var line = JSONOutput.string(text).text
    while line.last == "\n" { line.removeLast() }
    return line
  }
}
