import ComposeRender

/// A value an option or a positional argument of `compose-preview` takes from the command line,
/// like swift-argument-parser's `ExpressibleByArgument`.
package protocol ArgumentValue: SendableMetatype {
  /// The value an argument spells, or `nil` when it spells none.
  init?(argument: String)
  /// Every value accepted, as spelled on the command line; empty when any text is accepted.
  static var acceptedValues: [String] { get }
  /// The value as spelled on the command line, for `(default: ...)` in help; `nil` for no value.
  var argumentDescription: String? { get }
}

extension ArgumentValue {
  /// The accepted values as help writes them: `text or json`, `auto, always or never`.
  package static var acceptedValuesText: String {
    let values = acceptedValues
    guard let last = values.last else { return "" }
    let others = values.dropLast()
    return others.isEmpty ? last : others.joined(separator: ", ") + " or " + last
  }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
  package init?(argument: String) {
    self.init(rawValue: argument)
  }

  package static var acceptedValues: [String] { allCases.map(\.rawValue) }

  package var argumentDescription: String? { rawValue }
}

extension String: ArgumentValue {
  package init?(argument: String) {
    self = argument
  }

  package static var acceptedValues: [String] { [] }

  package var argumentDescription: String? { isEmpty ? nil : self }
}

/// An option that may be left out: `nil` until the command line gives it.
extension Optional: ArgumentValue where Wrapped: ArgumentValue {
  package init?(argument: String) {
    guard let value = Wrapped(argument: argument) else { return nil }
    self = .some(value)
  }

  package static var acceptedValues: [String] { Wrapped.acceptedValues }

  package var argumentDescription: String? { self?.argumentDescription }
}

/// `--record <mode>`: `all`, `missing`, `failed` or `never`.
extension GoldenRecordMode: ArgumentValue {}
