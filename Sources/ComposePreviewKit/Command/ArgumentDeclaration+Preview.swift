/// The arguments `run` and `check` share, declared once for both.
extension ArgumentDeclaration {
  /// `<scene-or-file>`: a scene or a scenario file.
  static func target(_ keyPath: any WritableKeyPath<Command, String> & Sendable) -> Self {
    .argument(
      "scene-or-file", keyPath,
      help: "A scene (see 'compose-preview list') or a scenario JSON file (see "
        + "docs/Scenarios.md).")
  }

  /// `--full`: the whole tree after each step.
  static func full(
    _ keyPath: any WritableKeyPath<Command, Bool> & Sendable, defaultHelp: String? = nil
  ) -> Self {
    .flag(
      "--full", keyPath, help: "Print the whole tree after each step, besides the diff.",
      defaultHelp: defaultHelp)
  }

  /// `--format <format>`: the output format, one of ``OutputFormat``'s.
  static func format<Value: ArgumentValue>(
    _ keyPath: any WritableKeyPath<Command, Value> & Sendable, defaultHelp: String? = nil
  ) -> Self {
    .option(
      "--format", keyPath, help: "The output format: \(OutputFormat.acceptedValuesText).",
      defaultHelp: defaultHelp)
  }

  /// `--audit`: run with a lifecycle auditor; findings make the exit status 1.
  static func audit(
    _ keyPath: any WritableKeyPath<Command, Bool> & Sendable, defaultHelp: String? = nil
  ) -> Self {
    .flag(
      "--audit", keyPath,
      help: "Run with a lifecycle auditor and print its findings (containment and appearance "
        + "calls made in the wrong order); exit with status 1 when there are any.",
      defaultHelp: defaultHelp)
  }
}

/// The options that select the events `run` and `check` print.
extension ArgumentDeclaration {
  /// `--events <kinds>`: the kinds of event printed, comma-separated.
  static func events(_ keyPath: any WritableKeyPath<Command, EventKinds> & Sendable) -> Self {
    .option(
      "--events", valueName: "kinds", keyPath,
      help: "The kinds of event printed, comma-separated: "
        + "\(EventKinds.names.map(\.name).joined(separator: ", ")).",
      defaultHelp: "all but layout")
  }

  /// `--component <name>`, repeatable: only the events of the named components' subtrees.
  static func component(_ keyPath: any WritableKeyPath<Command, [String]> & Sendable) -> Self {
    ArgumentDeclaration(
      definition: ArgumentDefinition(
        kind: .option, name: "--component", valueName: "name",
        abstract: "Print only the events of this component and the components below it; "
          + "repeat it for more components.",
        discussion: "", defaultDescription: nil, isRequired: false, acceptedValues: [],
        isRepeatable: true),
      assign: { command, name in
        command[keyPath: keyPath].append(name)
        return true
      },
      describeDefault: { _ in nil })
  }
}
