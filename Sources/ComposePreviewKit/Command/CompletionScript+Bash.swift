extension CompletionScript {
  /// The bash script: `complete -F` with a function completing subcommands, then each
  /// subcommand's options, their values and its positional argument.
  var bash: String {
    var cases = ""
    for command in commands {
      let options = command.definitions.filter { $0.kind != .positional }
      var valueCases = ""
      for option in options where option.kind == .option {
        let completion = values(of: option)
        let words = completion.words.joined(separator: " ")
        let files = completion.files ? " $(compgen -f -- \"$cur\")" : ""
        valueCases +=
          "        \(option.name)) COMPREPLY=($(compgen -W \(Self.quoted(words)) -- \"$cur\")\(files)); return ;;\n"
      }
      let flags = (options.map(\.name) + ["--help"]).joined(separator: " ")
      var positional = "      COMPREPLY=()\n"
      if let argument = command.definitions.first(where: { $0.kind == .positional }) {
        let completion = values(of: argument)
        let files = completion.files ? " $(compgen -f -- \"$cur\")" : ""
        positional =
          "      COMPREPLY=($(compgen -W \(Self.quoted(completion.words.joined(separator: " "))) -- \"$cur\")\(files))\n"
      }
      cases += """
          \(command.name))
            case "$prev" in
        \(valueCases)    esac
            if [[ "$cur" == -* ]]; then
              COMPREPLY=($(compgen -W \(Self.quoted(flags)) -- "$cur")); return
            fi
        \(positional)      ;;

        """
    }
    let first = (commands.map(\.name) + Self.toolOptions.map(\.name)).joined(separator: " ")
    return """
      # bash completion for \(commandName): source <(\(commandName) --generate-completion-script bash)
      \(functionName)() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        if [[ $COMP_CWORD -eq 1 ]]; then
          COMPREPLY=($(compgen -W \(Self.quoted(first)) -- "$cur")); return
        fi
        if [[ "${COMP_WORDS[1]}" == --generate-completion-script ]]; then
          COMPREPLY=($(compgen -W 'bash zsh fish' -- "$cur")); return
        fi
        case "${COMP_WORDS[1]}" in
      \(cases)  esac
      }
      complete -F \(functionName) \(commandName)

      """
  }
}
