extension PreviewCommand {
  /// `compose-preview list`: the scenes with their summaries (the built-in ones, or those given
  /// to ``PreviewCommand/run(_:scenes:)``).
  package struct List: PreviewSubcommand {
    package static let configuration = CommandConfiguration(
      name: "list", abstract: "List the scenes with their summaries.")

    package static var arguments: [ArgumentDeclaration<List>] { [] }

    package init() {}

    @MainActor package func run(_ invocation: PreviewInvocation) -> Int32 {
      for scene in invocation.scenes {
        invocation.output("  " + scene.name.padding(24) + scene.summary + "\n")
      }
      return success
    }
  }
}
