extension PreviewCommand {
  /// `compose-preview list`: the built-in scenes with their summaries.
  package struct List: PreviewSubcommand {
    package static let configuration = CommandConfiguration(
      name: "list", abstract: "List the built-in scenes.")

    package static var arguments: [ArgumentDeclaration<List>] { [] }

    package init() {}

    @MainActor package func run(_ invocation: PreviewInvocation) -> Int32 {
      for scene in Scene.all {
        invocation.output("  " + scene.name.padding(24) + scene.summary + "\n")
      }
      return success
    }
  }
}
