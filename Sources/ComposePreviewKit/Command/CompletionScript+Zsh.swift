extension CompletionScript {
  /// The zsh script: `_arguments` for the subcommand, then for each subcommand its options (with
  /// their help and values) and its positional argument.
  var zsh: String {
    let subcommands = commands.map {
      "    \(Self.quoted("\($0.name):\(Self.summary($0.abstract))"))"
    }
    let toolOptions = Self.toolOptions.map {
      "    \(Self.quoted("\($0.name)[\(Self.summary($0.help))]"))"
    }
    var cases = ""
    for command in commands {
      var specs: [String] = []
      for definition in command.definitions {
        let help = Self.summary(definition.abstract)
        let completion = values(of: definition)
        let words = completion.words.joined(separator: " ")
        let action =
          completion.files
          ? (words.isEmpty
            ? "_files" : "_alternative \"values:value:(\(words))\" \"files:file:_files\"")
          : "(\(words))"
        switch definition.kind {
        case .flag: specs.append("\(definition.name)[\(help)]")
        case .option:
          let repeated = definition.isRepeatable ? "*" : ""
          specs.append("\(repeated)\(definition.name)[\(help)]:\(definition.valueName):\(action)")
        case .positional:
          specs.append(":\(definition.valueName):\(action)")
        }
      }
      specs += ["-h[Show help information]", "--help[Show help information]"]
      let lines = specs.map { "            \(Self.quoted($0))" }.joined(separator: " \\\n")
      cases += "        \(command.name))\n          _arguments -s \\\n\(lines)\n          ;;\n"
    }
    return """
      #compdef \(commandName)
      # zsh completion for \(commandName): save as _\(commandName) in a folder of $fpath.
      \(functionName)() {
        local -a subcommands
        subcommands=(
      \(subcommands.joined(separator: "\n"))
        )
        local context state line
        _arguments -C \\
      \(toolOptions.joined(separator: " \\\n")) \\
          '1: :->subcommand' \\
          '*:: :->arguments'
        case $state in
          subcommand) _describe 'subcommand' subcommands ;;
          arguments)
            if [[ $words[1] == --generate-completion-script ]]; then
              _values 'shell' bash zsh fish; return
            fi
            case $words[1] in
      \(cases)      esac
            ;;
        esac
      }
      \(functionName) "$@"

      """
  }
}
