/// The arguments `run` and `check` share, declared once for both.
extension ArgumentDeclaration {
  /// `<scene-or-file>`: a built-in scene or a scenario file.
  static func target(_ keyPath: any WritableKeyPath<Command, String> & Sendable) -> Self {
    .argument(
      "scene-or-file", keyPath,
      help: "A built-in scene (see 'compose-preview list') or a scenario JSON file (see "
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
}
