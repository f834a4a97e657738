import ComposeRender

/// A JSON value to write, with object keys written in sorted order (for tooling and stable
/// golden files).
enum JSONOutput: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONOutput])
  case object([String: JSONOutput])

  /// The value as pretty-printed JSON (two-space indentation, sorted keys), ending with a newline.
  var text: String {
    var out = ""
    write(to: &out, indent: "")
    return out + "\n"
  }

  /// Appends the value to `out`, its lines after the first indented by `indent`: how a
  /// document written piece by piece nests a value (``text`` is `write(to:indent: "")`).
  func write(to out: inout String, indent: String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .double(let value): out += value.isFinite ? "\(value)" : "null"
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let elements):
      if elements.isEmpty {
        out += "[]"
        return
      }
      out += "[\n"
      let inner = indent + "  "
      for (position, element) in elements.enumerated() {
        out += inner
        element.write(to: &out, indent: inner)
        out += position == elements.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      let inner = indent + "  "
      let keys = members.keys.sorted()
      for (position, key) in keys.enumerated() {
        out += inner
        Self.writeString(key, to: &out)
        out += ": "
        members[key]!.write(to: &out, indent: inner)
        out += position == keys.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  static func writeString(_ value: String, to out: inout String) {
    JSONStringLiteral.write(value, to: &out)
  }
}
