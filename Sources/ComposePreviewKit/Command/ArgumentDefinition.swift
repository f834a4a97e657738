/// What a declared argument is, apart from the property it sets: its kind, its name, its help and
/// whether it is required. Help, usage lines and parse errors are written from it.
package struct ArgumentDefinition: Sendable, Equatable {
  /// How the argument appears on the command line.
  package enum Kind: Sendable, Equatable {
    /// A value given by position (`<scene-or-file>`).
    case positional
    /// A named option taking a value (`--format json` or `--format=json`).
    case option
    /// A named flag taking no value (`--full`).
    case flag
  }

  /// How the argument appears on the command line.
  package var kind: Kind
  /// `--format` for an option or a flag; the value name (`scene-or-file`) for a positional.
  package var name: String
  /// The placeholder for the value (`format` in `--format <format>`); empty for a flag.
  package var valueName: String
  /// The help: a sentence or two, wrapped to the help's width.
  package var abstract: String
  /// More help printed on the lines after the abstract; empty for none.
  package var discussion: String
  /// What `(default: ...)` says after the abstract; `nil` for nothing.
  package var defaultDescription: String?
  /// Whether a command line without the argument is a usage error.
  package var isRequired: Bool
  /// The values accepted, listed when another is given; empty when any text is accepted.
  package var acceptedValues: [String]
  /// Whether the option may be given more than once, each value kept (`--component a
  /// --component b`); otherwise the last one given wins.
  package var isRepeatable = false

  /// `--format <format>`, `--full` or `<scene-or-file>`: how help and messages name it.
  package var synopsis: String {
    switch kind {
    case .positional: return "<\(valueName)>"
    case .option: return "\(name) <\(valueName)>"
    case .flag: return name
    }
  }

  /// The synopsis in a usage line: in brackets when the argument may be left out, followed by
  /// `...` when it may be repeated.
  package var usageSynopsis: String {
    let repeated = isRepeatable ? synopsis + " ..." : synopsis
    return isRequired ? repeated : "[\(repeated)]"
  }
}
