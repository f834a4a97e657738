extension PreviewSubcommand {
  /// `compose-preview run <scene-or-file> [--full] ...`: the command's name and its arguments'
  /// synopses in declaration order, optional ones in brackets.
  package static var usage: String {
    ([PreviewCommand.name, configuration.name] + definitions.map(\.usageSynopsis))
      .joined(separator: " ")
  }

  /// The help `compose-preview help <name>` and `<name> --help` print, laid out like
  /// swift-argument-parser's: `OVERVIEW`, the discussion, `USAGE`, `ARGUMENTS` (the positional
  /// arguments) and `OPTIONS` (the options and flags, then `-h, --help`).
  package static var helpText: String {
    let definitions = self.definitions
    var sections = ["OVERVIEW: \(configuration.abstract)"]
    if !configuration.discussion.isEmpty {
      sections.append(configuration.discussion)
    }
    sections.append("USAGE: \(usage)")
    let positionals = definitions.filter { $0.kind == .positional }
    if !positionals.isEmpty {
      sections.append("ARGUMENTS:\n" + positionals.map(HelpLayout.row).joined(separator: "\n"))
    }
    let options = definitions.filter { $0.kind != .positional }.map(HelpLayout.row)
    sections.append(
      "OPTIONS:\n"
        + (options + [HelpLayout.row("-h, --help", HelpLayout.helpAbstract)])
        .joined(separator: "\n"))
    return sections.joined(separator: "\n\n")
  }
}
