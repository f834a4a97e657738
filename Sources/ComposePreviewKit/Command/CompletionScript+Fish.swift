extension CompletionScript {
  /// The fish script: one `complete` line per subcommand, per option of each subcommand (with
  /// its values) and per positional argument.
  var fish: String {
    let tool = "complete -c \(commandName)"
    var lines = [
      "# fish completion for \(commandName): save as ~/.config/fish/completions/\(commandName).fish",
      "\(tool) -f",
    ]
    for command in commands {
      lines.append(
        "\(tool) -n '__fish_use_subcommand' -a \(command.name) -d \(Self.quoted(Self.summary(command.abstract)))"
      )
    }
    lines.append("\(tool) -n '__fish_use_subcommand' -l version -d 'Show the version.'")
    lines.append("\(tool) -n '__fish_use_subcommand' -s h -l help -d 'Show help information.'")
    lines.append(
      "\(tool) -n '__fish_use_subcommand' -l generate-completion-script -x -a 'bash zsh fish' "
        + "-d 'Print a completion script for bash, zsh or fish.'")
    for command in commands {
      let when = "-n '__fish_seen_subcommand_from \(command.name)'"
      for definition in command.definitions {
        let help = "-d \(Self.quoted(Self.summary(definition.abstract)))"
        let completion = values(of: definition)
        let words = Self.quoted(completion.words.joined(separator: " "))
        let long = "-l " + String(definition.name.drop { $0 == "-" })
        switch definition.kind {
        case .flag: lines.append("\(tool) \(when) \(long) \(help)")
        case .option:
          let files = completion.files ? "-r -F" : "-x"
          lines.append("\(tool) \(when) \(long) \(files) -a \(words) \(help)")
        case .positional:
          let files = completion.files ? " -F" : ""
          lines.append("\(tool) \(when)\(files) -a \(words) \(help)")
        }
      }
      lines.append("\(tool) \(when) -s h -l help -d 'Show help information.'")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
