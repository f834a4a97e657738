/// A shell completion script for the tool, generated from the subcommands' declarations
/// (``PreviewSubcommand/arguments``): every subcommand, every option and flag, the values of an
/// option that takes one of a few (`--format`), scene names and files for `<scene-or-file>`, and
/// subcommand names for `help`. Nothing is listed by hand, so an option added to a subcommand is
/// completed at once.
@MainActor
package struct CompletionScript {
  /// The name the script completes (the executable's name).
  var commandName: String
  /// The scene names `<scene-or-file>` completes, besides files.
  var sceneNames: [String]

  /// One subcommand as the scripts need it.
  struct Command {
    var name: String
    var abstract: String
    var definitions: [ArgumentDefinition]
  }

  /// The subcommands, from their declarations.
  var commands: [Command] {
    PreviewCommand.subcommands.map {
      Command(
        name: $0.configuration.name, abstract: $0.configuration.abstract,
        definitions: $0.definitions)
    }
  }

  /// The tool's own options, before a subcommand.
  static let toolOptions: [(name: String, help: String)] = [
    ("--version", "Show the version."), ("--help", "Show help information."),
    ("--generate-completion-script", "Print a completion script for bash, zsh or fish."),
  ]

  /// The words a positional argument completes to, and whether files complete too.
  func values(of definition: ArgumentDefinition) -> (words: [String], files: Bool) {
    if !definition.acceptedValues.isEmpty { return (definition.acceptedValues, false) }
    if definition.valueName == "subcommand" { return (commands.map(\.name), false) }
    if definition.valueName.contains("file") { return (sceneNames, true) }
    return ([], definition.valueName.contains("path"))
  }

  /// The script for `shell`.
  func text(for shell: CompletionShell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  /// `compose-preview` as a shell function name: `_compose_preview`.
  var functionName: String {
    "_" + String(commandName.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  /// `text` as a shell word in single quotes.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The first sentence of a help text (up to a full stop and a space, or its end), without
  /// the characters completion specs reserve.
  static func summary(_ help: String) -> String {
    let sentence = help.range(of: ". ").map { String(help[..<$0.lowerBound]) } ?? help
    let trimmed = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    return String(trimmed.filter { !"[]:'\\\"`$\n".contains($0) })
  }
}
