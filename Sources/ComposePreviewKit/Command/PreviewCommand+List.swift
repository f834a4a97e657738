extension PreviewCommand {
  /// `compose-preview list`: the scenes with their summaries (the built-in ones, or those given
  /// to ``PreviewCommand/run(_:scenes:)``).
  package struct List: PreviewSubcommand {
    package static let configuration = CommandConfiguration(
      name: "list", abstract: "List the scenes with their summaries.")

    package static var arguments: [ArgumentDeclaration<List>] {
      [.option("--format", \.format, help: "The output format: \(ListFormat.acceptedValuesText).")]
    }

    /// `--format`: text or JSON.
    package var format = ListFormat.text

    package init() {}

    @MainActor package func run(_ invocation: PreviewInvocation) -> Int32 {
      if format == .json {
        invocation.output(Self.json(invocation.scenes))
        return success
      }
      for scene in invocation.scenes {
        invocation.output("  " + scene.name.padding(24) + scene.summary + "\n")
      }
      return success
    }

    /// The scenes as a JSON document with a schema version.
    static func json(_ scenes: [Scene]) -> String {
      JSONOutput.object([
        "schemaVersion": .int(JSONReport.schemaVersion),
        "scenes": .array(
          scenes.map { .object(["name": .string($0.name), "summary": .string($0.summary)]) }),
      ]).text
    }
  }
}
