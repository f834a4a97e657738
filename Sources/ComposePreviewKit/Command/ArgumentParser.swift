/// A usage error: a message for `Error: ...` and the subcommand whose usage to show.
struct UsageError: Error {
  var message: String
  var subcommand: Subcommand?
}

/// The arguments of one subcommand after parsing: positionals, flags and option values.
struct ParsedArguments {
  var positionals: [String] = []
  var flags: Set<String> = []
  var values: [String: String] = [:]
  /// The placeholder messages show for an option's value (`--record <mode>`); by default the
  /// option's name (`--format <format>`).
  var valueNames: [String: String] = [:]

  /// Parses `arguments` knowing which `--name` are flags and which take a value (`--name value`
  /// or `--name=value`); `--` ends the options.
  init(
    _ arguments: [String], flags: Set<String>, options: Set<String>,
    valueNames: [String: String] = [:], subcommand: Subcommand
  ) throws(UsageError) {
    self.valueNames = valueNames
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      if flags.contains(name) {
        guard parts.count == 1 else {
          throw UsageError(message: "The flag '\(name)' takes no value", subcommand: subcommand)
        }
        self.flags.insert(name)
      } else if options.contains(name) {
        if parts.count == 2 {
          values[name] = parts[1]
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
          values[name] = arguments[index]
          index += 1
        } else {
          throw UsageError(
            message: "Missing value for '\(placeholder(name))'", subcommand: subcommand)
        }
      } else {
        throw UsageError(message: "Unknown option '\(name)'", subcommand: subcommand)
      }
    }
  }

  /// The value of `option`, which must be one of `choices`; `fallback` when absent.
  func choice(
    _ option: String, in choices: [String], default fallback: String, for subcommand: Subcommand
  )
    throws(UsageError) -> String
  {
    guard let value = values[option] else { return fallback }
    guard choices.contains(value) else {
      throw UsageError(
        message:
          "The value '\(value)' is invalid for '\(placeholder(option))' "
          + "(expected \(choices.map { "'\($0)'" }.joined(separator: ", ")))",
        subcommand: subcommand)
    }
    return value
  }

  /// `--name <value>` for messages.
  private func placeholder(_ option: String) -> String {
    "\(option) <\(valueNames[option] ?? String(option.dropFirst(2)))>"
  }
}
