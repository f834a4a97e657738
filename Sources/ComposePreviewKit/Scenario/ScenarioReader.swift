/// Typed access to a parsed JSON document, tracking the key path of every value so that a
/// rejected value is reported where it is.
struct ScenarioReader {
  /// A value and its key path.
  struct Node {
    var value: JSONValue
    var path: String

    func fail(_ reason: String) -> ScenarioError {
      ScenarioError(.keyPath(path), reason)
    }

    func string() throws(ScenarioError) -> String {
      guard case .string(let text) = value.kind else {
        throw fail("expected a string, found \(value.typeDescription)")
      }
      return text
    }

    func name() throws(ScenarioError) -> String {
      let text = try string()
      guard !text.isEmpty, text.count <= 200 else {
        throw fail("expected a non-empty name of at most 200 characters")
      }
      return text
    }

    func bool() throws(ScenarioError) -> Bool {
      guard case .bool(let flag) = value.kind else {
        throw fail("expected true or false, found \(value.typeDescription)")
      }
      return flag
    }

    func number(in range: ClosedRange<Double>, _ what: String) throws(ScenarioError) -> Double {
      guard case .number(let number) = value.kind, range.contains(number) else {
        throw fail("expected \(what)")
      }
      return number
    }

    /// A whole number in `range` (no fraction, no exponent beyond the range).
    func integer(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
      let what = "a whole number from \(range.lowerBound) to \(range.upperBound)"
      let number = try self.number(
        in: Double(range.lowerBound)...Double(range.upperBound), what)
      guard number == number.rounded() else { throw fail("expected \(what)") }
      return Int(number)
    }

    /// Seconds as a number, rounded to the millisecond.
    func duration() throws(ScenarioError) -> Duration {
      let seconds = try number(in: 0...3600, "a duration in seconds, from 0 to 3600")
      return .milliseconds(Int((seconds * 1000).rounded()))
    }

    func array() throws(ScenarioError) -> [Node] {
      guard case .array(let elements) = value.kind else {
        throw fail("expected an array, found \(value.typeDescription)")
      }
      return elements.enumerated().map { Node(value: $1, path: "\(path)[\($0)]") }
    }

    /// The object's members; a key not in `allowed` is rejected.
    func object(allowing allowed: [String]) throws(ScenarioError) -> Object {
      guard case .object(let members) = value.kind else {
        throw fail("expected an object, found \(value.typeDescription)")
      }
      var values: [String: Node] = [:]
      for member in members {
        let child = Node(value: member.value, path: Self.join(path, member.key))
        guard allowed.contains(member.key) else {
          throw child.fail(
            "unknown key \(member.key.messageQuoted) (expected \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")))"
          )
        }
        values[member.key] = child
      }
      return Object(members: values, path: path)
    }

    static func join(_ path: String, _ key: String) -> String {
      let plain =
        !key.isEmpty && key.unicodeScalars.count <= String.maximumQuotedLength
        && key.unicodeScalars.allSatisfy {
          $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
      let component = plain ? key : "[\(key.messageQuoted)]"
      if path.isEmpty { return plain ? key : component }
      return plain ? "\(path).\(key)" : path + component
    }
  }

  /// An object's members by key.
  struct Object {
    var members: [String: Node]
    var path: String

    func required(_ key: String) throws(ScenarioError) -> Node {
      guard let node = members[key] else {
        throw ScenarioError(.keyPath(path), "missing key \"\(key)\"")
      }
      return node
    }

    func optional(_ key: String) -> Node? { members[key] }
  }
}
