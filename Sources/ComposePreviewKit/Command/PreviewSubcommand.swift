/// A subcommand of `compose-preview`: a type that declares its arguments once, in the shape of
/// swift-argument-parser's `ParsableCommand`.
///
/// Its properties hold the parsed values, with their defaults as initial values;
/// ``arguments`` says which option, flag or positional argument sets each. Parsing
/// (``parse(_:)``), the help (``helpText``), the usage line (``usage``) and the usage errors all
/// come from those declarations, so an option is added by adding a property and its declaration.
package protocol PreviewSubcommand: Sendable {
  /// The name, abstract and discussion.
  static var configuration: CommandConfiguration { get }
  /// The arguments, in the order help and the usage line show them.
  static var arguments: [ArgumentDeclaration<Self>] { get }
  /// A command with every property at its default.
  init()
  /// Checks what no single declaration can (options that exclude each other); called after
  /// parsing.
  func validate() throws(UsageError)
  /// Does the command's work and returns the exit status.
  @MainActor func run(_ invocation: PreviewInvocation) throws -> Int32
}

extension PreviewSubcommand {
  package func validate() throws(UsageError) {}

  /// The definitions of ``arguments``, with `(default: ...)` taken from a new command's values
  /// where the declaration does not say it.
  package static var definitions: [ArgumentDefinition] {
    let defaults = Self()
    return arguments.map { declaration in
      var definition = declaration.definition
      if definition.defaultDescription == nil {
        definition.defaultDescription = declaration.describeDefault(defaults)
      }
      return definition
    }
  }

  /// A usage error followed by this command's usage line.
  package static func usageError(_ message: String) -> UsageError {
    UsageError(message, commandName: configuration.name)
  }

  /// Parses `arguments` and runs the command.
  @MainActor static func parseAndRun(_ arguments: [String], _ invocation: PreviewInvocation) throws
    -> Int32
  {
    try parse(arguments).run(invocation)
  }
}
