import ComposePreviewKit
import ComposePreviewScenes
import Testing

/// `compose-preview --generate-completion-script bash|zsh|fish` prints a completion script made
/// from the subcommands' declarations, as swift-argument-parser tools do: every subcommand and
/// every option of each is in every script, so an option added without completion fails here.
@Suite struct CompletionScriptTests {
  static let subcommands = ["list", "run", "check", "help"]
  /// Every option and flag the subcommands' help lists, read from `help <subcommand>`.
  static func options(of subcommand: String) -> [String] {
    let preview = PreviewHarness()
    preview.run("help", subcommand)
    let options = preview.output.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      guard let first = words.first, first.hasPrefix("--"), first != "--help" else { return nil }
      return String(first.split(separator: ",").first ?? first)
    }
    return options
  }

  static func script(_ shell: String) -> (status: Int32, text: String) {
    let preview = PreviewHarness()
    let status = preview.run("--generate-completion-script", shell)
    return (status, preview.output)
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func eachScriptMentionsEverySubcommandAndOption(shell: String) {
    let (status, text) = Self.script(shell)
    #expect(status == 0)
    #expect(text.hasSuffix("\n"))
    for subcommand in Self.subcommands {
      #expect(text.contains(subcommand), "\(shell) completes \(subcommand)")
      let options = Self.options(of: subcommand)
      if subcommand == "run" {
        #expect(options.contains("--format") && options.contains("--audit"))
      }
      for option in options {
        let spelled = shell == "fish" ? "-l " + option.dropFirst(2) : option
        #expect(text.contains(spelled), "\(shell) completes \(subcommand) \(option)")
      }
    }
    for value in ["text", "json", "markdown", "mermaid", "auto", "always", "never", "missing"] {
      #expect(text.contains(value), "\(shell) completes the value \(value)")
    }
    #expect(text.contains("containment"), "scene names complete <scene-or-file>")
  }

  @Test func theBashScriptRegistersItsFunctionForTheTool() {
    let text = Self.script("bash").text
    #expect(text.contains("complete -F _compose_preview compose-preview"))
    let zsh = Self.script("zsh").text
    #expect(zsh.hasPrefix("#compdef compose-preview\n"))
  }

  @Test func theValueMayFollowAnEqualsSign() {
    let preview = PreviewHarness()
    #expect(preview.run("--generate-completion-script=fish") == 0)
    #expect(preview.output == Self.script("fish").text)
  }

  @Test func anUnknownOrMissingShellIsAUsageError() {
    let preview = PreviewHarness()
    #expect(preview.run("--generate-completion-script", "powershell") == 64)
    #expect(preview.output.isEmpty)
    #expect(preview.error.contains("'powershell' is invalid"))
    #expect(preview.error.contains("bash, zsh, fish"))
    #expect(preview.run("--generate-completion-script") == 64)
    #expect(preview.error.contains("Missing value"))
  }

  @Test func theToolsHelpListsTheOption() {
    let preview = PreviewHarness()
    preview.run("--help")
    #expect(preview.output.contains("--generate-completion-script <shell>"))
  }
}
