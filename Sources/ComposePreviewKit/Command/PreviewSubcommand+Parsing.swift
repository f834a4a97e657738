extension PreviewSubcommand {
  /// The command `arguments` (without the tool and subcommand names) describe.
  ///
  /// Options are `--name value` or `--name=value` (a value may start with one dash, not two; an
  /// empty `--name=` is a missing value), flags `--name`; `--` ends the options; `-h` and
  /// `--help` are left to the caller. The first error found, in this order: an unknown option, a
  /// flag given a value or an option without one; a required argument missing (in declaration
  /// order); an unexpected positional argument; a value the option does not accept (in
  /// declaration order); then ``validate()``'s.
  package static func parse(_ arguments: [String]) throws(UsageError) -> Self {
    let declarations = Self.arguments
    let positionals = declarations.indices.filter {
      declarations[$0].definition.kind == .positional
    }
    var given: [(index: Int, text: String)] = []
    var unexpected: [String] = []
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        let position = given.count { declarations[$0.index].definition.kind == .positional }
        if position < positionals.count {
          given.append((positionals[position], argument))
        } else {
          unexpected.append(argument)
        }
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" || argument == "--help" { continue }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard
        let found = declarations.firstIndex(where: {
          $0.definition.kind != .positional && $0.definition.name == name
        })
      else {
        throw usageError("Unknown option '\(name)'")
      }
      let definition = declarations[found].definition
      if definition.kind == .flag {
        guard parts.count == 1 else { throw usageError("The flag '\(name)' takes no value") }
        given.append((found, ""))
      } else if parts.count == 2, !parts[1].isEmpty {
        given.append((found, String(parts[1])))
      } else if parts.count == 2 {
        throw usageError("Missing value for '\(definition.synopsis)'")
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        given.append((found, arguments[index]))
        index += 1
      } else {
        throw usageError("Missing value for '\(definition.synopsis)'")
      }
    }
    return try command(declarations, given: given, unexpected: unexpected)
  }

  /// The command with the values `given` assigned in declaration order (the last of an option
  /// given twice wins, unless it is repeatable), after the checks for missing and unexpected arguments.
  private static func command(
    _ declarations: [ArgumentDeclaration<Self>], given: [(index: Int, text: String)],
    unexpected: [String]
  ) throws(UsageError) -> Self {
    for (index, declaration) in declarations.enumerated()
    where declaration.definition.isRequired && !given.contains(where: { $0.index == index }) {
      throw usageError("Missing expected argument '\(declaration.definition.synopsis)'")
    }
    if let extra = unexpected.first {
      throw usageError("Unexpected argument '\(extra)'")
    }
    var command = Self()
    for (index, declaration) in declarations.enumerated() {
      let texts = given.filter { $0.index == index }.map(\.text)
      for text in declaration.definition.isRepeatable ? texts : texts.suffix(1) {
        guard declaration.assign(&command, text) else {
          let definition = declaration.definition
          let expected = definition.acceptedValues.map { "'\($0)'" }.joined(separator: ", ")
          throw usageError(
            "The value '\(text)' is invalid for '\(definition.synopsis)' (expected \(expected))")
        }
      }
    }
    try command.validate()
    return command
  }
}
