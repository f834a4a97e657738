import ComposeRender

/// Numbers, durations and list names in step titles, formatted as the event log formats them
/// (``ValueFormat``, the one formatter of each unit).
enum StepTitleFormat {
  /// `300` or `12.5`.
  static func number(_ value: Double) -> String { ValueFormat.number(value) }

  /// A duration as Swift writes it: `.seconds(2)`, or `.milliseconds(300)` when it is not a
  /// whole number of seconds.
  static func duration(_ duration: Duration) -> String {
    let milliseconds = ValueFormat.milliseconds(duration)
    return milliseconds % 1000 == 0
      ? ".seconds(\(milliseconds / 1000))" : ".milliseconds(\(milliseconds))"
  }

  /// `list`, or `list.nestedList(row: 2)` for the nested list of a row.
  static func list(_ list: String, innerRow: Int?) -> String {
    innerRow.map { "\(name(list)).nestedList(row: \($0))" } ?? name(list)
  }

  /// A component's name as Swift writes it: as is when it is an identifier (`feed`), otherwise
  /// in backticks, a raw identifier (Swift 6.2, SE-0451): `` `a-b` ``, `` `class` ``.
  static func name(_ name: String) -> String {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
      name.unicodeScalars.dropFirst().allSatisfy({ $0 == "_" || $0.properties.isXIDContinue }),
      !keywords.contains(name)
    else { return "`\(name)`" }
    return name
  }

  /// The words Swift reserves, which a name can only be in backticks.
  static let keywords: Set<String> = [
    "_", "Any", "Self", "as", "associatedtype", "break", "case", "catch", "class", "continue",
    "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
    "is", "let", "nil", "open", "operator", "precedencegroup", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]
}
