/// Values written in Swift as a scenario file holds them: how a scenario built in Swift is read
/// back, and so checked, as a file.
extension JSONValue {
  /// `null`.
  static let null = JSONValue(kind: .null, offset: 0)

  static func string(_ text: String) -> JSONValue {
    JSONValue(kind: .string(text), offset: 0)
  }

  static func bool(_ flag: Bool) -> JSONValue {
    JSONValue(kind: .bool(flag), offset: 0)
  }

  static func number(_ number: Double) -> JSONValue {
    JSONValue(kind: .number(number), offset: 0)
  }

  static func integer(_ number: Int) -> JSONValue {
    .number(Double(number))
  }

  /// A duration as a file writes it: seconds.
  static func seconds(_ duration: Duration) -> JSONValue {
    let (seconds, attoseconds) = duration.components
    return .number(Double(seconds) + Double(attoseconds) / 1e18)
  }

  static func array(_ elements: [JSONValue]) -> JSONValue {
    JSONValue(kind: .array(elements), offset: 0)
  }

  /// An object with the members in the order given.
  static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
    JSONValue(kind: .object(members.map { Member(key: $0.key, value: $0.value) }), offset: 0)
  }
}
