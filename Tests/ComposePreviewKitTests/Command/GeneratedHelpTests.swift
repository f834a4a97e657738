import ComposePreviewKit
import ComposePreviewScenes
import Testing

/// Help and usage lines written from a command's declarations, in swift-argument-parser's layout.
@Suite struct GeneratedHelpTests {
  @Test func everySubcommandsHelpShowsEveryArgumentItDeclares() throws {
    #expect(PreviewCommand.subcommands.count == 4)
    for command in PreviewCommand.subcommands {
      let help = command.helpText
      let name = command.configuration.name
      #expect(help.hasPrefix("OVERVIEW: \(command.configuration.abstract)\n"))
      #expect(help.contains("\nUSAGE: compose-preview \(name)"))
      #expect(help.contains("\nOPTIONS:\n"))
      #expect(help.hasSuffix("  -h, --help              Show help information."))
      let definitions = command.definitions
      #expect(
        help.contains("\nARGUMENTS:\n") == definitions.contains { $0.kind == .positional },
        "\(name)")
      for definition in definitions {
        #expect(help.contains("\n  \(definition.synopsis) "), "\(name): \(definition.synopsis)")
        #expect(command.usage.contains(" \(definition.usageSynopsis)"), "\(name)")
        let firstWord = try #require(definition.abstract.split(separator: " ").first)
        #expect(help.contains(" \(firstWord)"), "\(name): \(definition.synopsis)'s help")
      }
    }
  }

  @Test func theToolsHelpListsEverySubcommandWithItsAbstract() {
    let help = PreviewCommand.helpText
    for command in PreviewCommand.subcommands {
      #expect(
        help.split(separator: "\n").contains {
          $0.hasPrefix("  \(command.configuration.name) ")
            && $0.hasSuffix(" \(command.configuration.abstract)")
        })
    }
  }

  @Test func usageBracketsWhatMayBeLeftOutInDeclarationOrder() {
    #expect(
      SampleCommand.usage
        == "compose-preview sample <input> [<extra>] --output <path> [--format <format>] "
        + "[--mode <mode>] [--loud] [--note <note>]")
    #expect(PreviewCommand.Help.usage == "compose-preview help [<subcommand>]")
    #expect(PreviewCommand.List.usage == "compose-preview list [--format <format>]")
    #expect(PreviewCommand.Run.usage.contains(" [--component <name> ...] "), "repeatable")
  }

  @Test func theDefaultShownIsTheInitialValueUnlessTheDeclarationSaysOtherwise() {
    let help = SampleCommand.helpText
    #expect(help.contains("  --format <format>       The format. (default: text)\n"))
    #expect(help.contains("  --mode <mode>           The record mode. (default: as before)\n"))
    #expect(help.contains("  --output <path>         Where to write.\n"), "required: no default")
    #expect(help.contains("  --loud                  Say more.\n"), "a flag shows no default")
    #expect(!help.contains("<extra>                 An optional second input. (default"))
  }

  @Test func longHelpWrapsAtWordsUnderTheTextColumn() {
    let lines = SampleCommand.helpText.split(separator: "\n", omittingEmptySubsequences: false)
    let start = lines.firstIndex { $0.hasPrefix("  --note <note>") }!
    #expect(lines[start].hasPrefix("  --note <note>           A long help text"))
    let row = lines[start...].prefix {
      $0 == lines[start] || $0.hasPrefix(String(repeating: " ", count: 26))
    }
    #expect(row.count > 1)
    #expect(row.allSatisfy { $0.count <= HelpLayout.width })
    let words = row.flatMap { $0.split(separator: " ") }.dropFirst(2).joined(separator: " ")
    #expect(
      words
        == "A long help text that goes on and on so that it cannot fit on one line of help and "
        + "has to be wrapped at word boundaries onto the lines after it. (default: none)")
  }

  @Test func aCommandsUsageErrorIsOneLineAndItsHelpHint() {
    let preview = PreviewHarness()
    #expect(preview.run("run", "containment", "--color", "rainbow") == 64)
    #expect(
      preview.error
        == "Error: The value 'rainbow' is invalid for '--color <color>' (expected 'auto', 'always', "
        + "'never')\nSee 'compose-preview run --help' for more information.\n")
  }
}
