extension PreviewCommand {
  /// `compose-preview help [<subcommand>]`: the tool's help, or a subcommand's.
  package struct Help: PreviewSubcommand {
    package static let configuration = CommandConfiguration(
      name: "help", abstract: "Show subcommand help information.")

    package static var arguments: [ArgumentDeclaration<Help>] {
      [
        .argument(
          "subcommand", \.topic, isRequired: false, help: "The subcommand to show help for.")
      ]
    }

    /// The subcommand to show help for; `nil` for the tool's help.
    package var topic: String?

    package init() {}

    @MainActor package func run(_ invocation: PreviewInvocation) throws -> Int32 {
      guard let topic else {
        invocation.output(invocation.naming(PreviewCommand.helpText) + "\n")
        return success
      }
      guard let command = subcommand(named: topic) else {
        throw Self.usageError("Unknown subcommand '\(topic)'")
      }
      invocation.output(invocation.naming(command.helpText) + "\n")
      return success
    }
  }
}
