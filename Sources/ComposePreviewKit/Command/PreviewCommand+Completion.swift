extension PreviewCommand {
  /// `--generate-completion-script bash|zsh|fish` (or `=shell`): prints the completion script
  /// for the shell, generated from the subcommands' declarations and naming the scenes.
  static func generateCompletionScript(_ arguments: [String], _ invocation: PreviewInvocation)
    throws(UsageError) -> Int32
  {
    var rest = Array(arguments.dropFirst())
    if let equals = arguments[0].firstIndex(of: "=") {
      rest.insert(String(arguments[0][arguments[0].index(after: equals)...]), at: 0)
    }
    let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
    guard let name = rest.first else {
      throw UsageError("Missing value for '--generate-completion-script <shell>' (\(shells))")
    }
    guard let shell = CompletionShell(rawValue: name) else {
      throw UsageError(
        "The value '\(name)' is invalid for '--generate-completion-script <shell>' "
          + "(expected \(shells))")
    }
    guard rest.count == 1 else { throw UsageError("Unexpected argument '\(rest[1])'") }
    let script = CompletionScript(
      commandName: invocation.commandName, sceneNames: invocation.scenes.map(\.name))
    invocation.output(script.text(for: shell))
    return success
  }
}
