/// One argument a command declares: its definition (name, help, whether it is required) and the
/// property of the command it sets, in the shape of swift-argument-parser's `@Argument`,
/// `@Option` and `@Flag`.
///
/// A command lists its declarations once (``PreviewSubcommand/arguments``); parsing, help, usage
/// lines and the messages for unknown options, missing and invalid values come from that list.
///
/// ```swift
/// static var arguments: [ArgumentDeclaration<Run>] {
///   [
///     .argument("scene-or-file", \.target, help: "A built-in scene or a scenario file."),
///     .flag("--full", \.full, help: "Print the whole tree after each step."),
///     .option("--format", \.format, help: "The output format: text or json."),
///   ]
/// }
/// ```
package struct ArgumentDeclaration<Command>: Sendable {
  /// What the argument is, for help and messages.
  package var definition: ArgumentDefinition
  /// Sets the command's property from the text given (empty for a flag); `false` when the text
  /// is not a value of the property's type.
  package var assign: @Sendable (inout Command, String) -> Bool
  /// The `(default: ...)` of a command with its default values, unless the declaration says.
  var describeDefault: @Sendable (Command) -> String?

  /// A positional argument setting `keyPath`.
  ///
  /// - Parameters:
  ///   - valueName: The name shown in angle brackets (`scene-or-file`).
  ///   - keyPath: The property the value sets.
  ///   - isRequired: Whether the argument must be given (`[<name>]` in usage otherwise).
  ///   - help: The help text.
  package static func argument<Value: ArgumentValue>(
    _ valueName: String, _ keyPath: any WritableKeyPath<Command, Value> & Sendable,
    isRequired: Bool = true,
    help: String
  ) -> Self {
    value(
      ArgumentDefinition(
        kind: .positional, name: valueName, valueName: valueName, abstract: help, discussion: "",
        defaultDescription: nil, isRequired: isRequired, acceptedValues: Value.acceptedValues),
      keyPath, describesDefault: false)
  }

  /// An option `name <value>` setting `keyPath`.
  ///
  /// - Parameters:
  ///   - name: The option, with its dashes (`--format`).
  ///   - valueName: The placeholder for its value; by default the name without dashes.
  ///   - keyPath: The property the value sets; its value in a new command is the default shown.
  ///   - isRequired: Whether the option must be given.
  ///   - help: The help text.
  ///   - defaultHelp: What `(default: ...)` says instead of the property's initial value.
  ///   - discussion: More help on the lines after.
  package static func option<Value: ArgumentValue>(
    _ name: String, valueName: String? = nil,
    _ keyPath: any WritableKeyPath<Command, Value> & Sendable,
    isRequired: Bool = false, help: String, defaultHelp: String? = nil, discussion: String = ""
  ) -> Self {
    value(
      ArgumentDefinition(
        kind: .option, name: name, valueName: valueName ?? String(name.drop { $0 == "-" }),
        abstract: help, discussion: discussion, defaultDescription: defaultHelp,
        isRequired: isRequired, acceptedValues: Value.acceptedValues),
      keyPath, describesDefault: defaultHelp == nil && !isRequired)
  }

  /// A flag `name` setting `keyPath` to `true`.
  ///
  /// - Parameters:
  ///   - name: The flag, with its dashes (`--full`).
  ///   - keyPath: The property the flag sets.
  ///   - help: The help text.
  ///   - defaultHelp: What `(default: ...)` says; nothing by default.
  package static func flag(
    _ name: String, _ keyPath: any WritableKeyPath<Command, Bool> & Sendable, help: String,
    defaultHelp: String? = nil
  ) -> Self {
    ArgumentDeclaration(
      definition: ArgumentDefinition(
        kind: .flag, name: name, valueName: "", abstract: help, discussion: "",
        defaultDescription: defaultHelp, isRequired: false, acceptedValues: []),
      assign: { command, _ in
        command[keyPath: keyPath] = true
        return true
      },
      describeDefault: { _ in nil })
  }

  private static func value<Value: ArgumentValue>(
    _ definition: ArgumentDefinition, _ keyPath: any WritableKeyPath<Command, Value> & Sendable,
    describesDefault: Bool
  ) -> Self {
    ArgumentDeclaration(
      definition: definition,
      assign: { command, text in
        guard let value = Value(argument: text) else { return false }
        command[keyPath: keyPath] = value
        return true
      },
      describeDefault: { command in
        describesDefault ? command[keyPath: keyPath].argumentDescription : nil
      })
  }
}
