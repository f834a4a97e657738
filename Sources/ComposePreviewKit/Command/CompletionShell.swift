/// A shell `compose-preview --generate-completion-script` writes a completion script for, as
/// swift-argument-parser tools do.
package enum CompletionShell: String, CaseIterable, Sendable {
  /// Bash: `source <(compose-preview --generate-completion-script bash)`.
  case bash
  /// Zsh: the script saved as `_compose-preview` in a folder of `$fpath`.
  case zsh
  /// Fish: the script saved as `~/.config/fish/completions/compose-preview.fish`.
  case fish
}
