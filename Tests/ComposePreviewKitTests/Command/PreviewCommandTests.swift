import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// `compose-preview` run in-process: exit codes, help, colour, JSON, check and record.
@Suite struct PreviewCommandTests {
  let preview = PreviewHarness()

  @Test func helpShowsTheOverviewInArgumentParsersLayout() {
    for arguments in [[], ["help"], ["--help"], ["-h"]] {
      #expect(preview.run(arguments) == 0)
      #expect(preview.output.hasPrefix("OVERVIEW: Preview Compose component trees"))
      for heading in [
        "\nUSAGE: compose-preview <subcommand>\n", "\nOPTIONS:\n", "\nSUBCOMMANDS:\n",
      ] {
        #expect(preview.output.contains(heading))
      }
      #expect(preview.output.contains("  check                   Compare the output"))
      #expect(preview.error.isEmpty)
    }
  }

  @Test(arguments: ["list", "run", "check", "help"])
  func everySubcommandHasHelp(subcommand: String) {
    #expect(preview.run("help", subcommand) == 0)
    let viaHelp = preview.output
    #expect(viaHelp.hasPrefix("OVERVIEW: "))
    #expect(viaHelp.contains("USAGE: compose-preview \(subcommand)"))
    if subcommand != "help" {
      #expect(preview.run(subcommand, "--help") == 0)
      #expect(preview.output == viaHelp)
    }
  }

  @Test func versionPrintsTheVersion() {
    #expect(preview.run("--version") == 0)
    #expect(preview.output == PreviewCommand.version + "\n")
  }

  @Test func unknownSubcommandIsAUsageErrorOnStandardError() {
    #expect(preview.run("frobnicate") == 64)
    #expect(preview.output.isEmpty)
    #expect(
      preview.error == """
        Error: Unknown subcommand 'frobnicate'
        See 'compose-preview --help' for more information.

        """)
    #expect(preview.run("help", "frobnicate") == 64)
    #expect(preview.run("--frobnicate") == 64)
    #expect(preview.error.hasPrefix("Error: Unknown option '--frobnicate'"))
  }

  @Test(arguments: [
    (["run"], "Missing expected argument '<scene-or-file>'"),
    (["run", "containment", "extra"], "Unexpected argument 'extra'"),
    (
      ["run", "containment", "--format", "yaml"],
      "The value 'yaml' is invalid for '--format <format>'"
    ),
    (["run", "containment", "--color"], "Missing value for '--color <color>'"),
    (["run", "containment", "--bogus"], "Unknown option '--bogus'"),
    (["run", "nosuchscene"], "Unknown scene 'nosuchscene'"),
    (["check", "containment"], "Missing expected argument '--golden <path>'"),
    (["list", "extra"], "Unexpected argument 'extra'"),
  ])
  func usageErrorsExit64WithOneLineAndTheSubcommandsHelpHint(arguments: [String], message: String) {
    #expect(preview.run(arguments) == 64)
    #expect(preview.output.isEmpty)
    let lines = preview.error.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3, "\(preview.error)")
    #expect(lines.first?.hasPrefix("Error: \(message)") == true, "\(preview.error)")
    #expect(
      lines.dropFirst().first
        == "See 'compose-preview \(arguments[0]) --help' for more information.")
  }

  @Test(arguments: ["run", "check"])
  func aComponentNoComponentOfTheRunHasExits64NamingTheComponents(subcommand: String) {
    let golden = subcommand == "check" ? ["--golden", "unused.txt"] : []
    #expect(
      preview.run([subcommand, "containment", "--component", "nope"] + golden) == 64)
    #expect(preview.output.isEmpty)
    // The containment scene's components, in the order the run meets them.
    #expect(
      preview.error.hasPrefix(
        "Error: No component named 'nope' in 'containment' (components: 'screen', 'header', "
          + "'feed', 'card', 'detail')\n"), "\(preview.error)")
    // A name of the run is accepted, even one met only after the first step.
    #expect(preview.run([subcommand, "containment", "--component", "detail"] + golden) != 64)
  }

  @Test func listShowsEveryBuiltInSceneWithItsSummary() {
    #expect(preview.run("list") == 0)
    #expect(preview.output.split(separator: "\n").count == Scene.all.count)
    #expect(preview.output.contains("containment             A screen embeds two children"))
  }

  @Test func runPrintsStepsEventsAndTreeDiffs() {
    #expect(preview.run("run", "containment") == 0)
    #expect(preview.output.contains("step 3: screen.embed(header)\n"))
    #expect(preview.output.contains("    +│  #2 Component \"header\"  appeared  view in parent\n"))
    #expect(!preview.output.contains("  tree:\n"))
    #expect(preview.run("run", "containment", "--full") == 0)
    #expect(preview.output.contains("  tree:\n    window \"main\"  visible\n"))
  }

  @Test func colourIsOnlyForTerminalsAndNoColorWins() {
    let escape = "\u{1B}["
    preview.run("run", "containment")
    #expect(!preview.output.contains(escape), "not a terminal")
    preview.isTerminal = true
    preview.run("run", "containment")
    #expect(preview.output.contains(escape + "1mstep 1:"))
    preview.run("run", "containment", "--color", "never")
    #expect(!preview.output.contains(escape))
    preview.environment["NO_COLOR"] = "1"
    preview.run("run", "containment")
    #expect(!preview.output.contains(escape))
    preview.run("run", "containment", "--color=always")
    #expect(!preview.output.contains(escape), "NO_COLOR wins over --color always")
    preview.environment["NO_COLOR"] = ""
    preview.isTerminal = false
    preview.run("run", "containment", "--color=always")
    #expect(preview.output.contains(escape), "an empty NO_COLOR does not count")
  }

  @Test func jsonOutputParsesWithSortedKeys() throws {
    preview.isTerminal = true
    #expect(
      preview.run("run", "containment", "--format", "json", "--full", "--color", "always") == 0)
    #expect(!preview.output.contains("\u{1B}["), "JSON is never coloured")
    let object = try JSONSerialization.jsonObject(with: Data(preview.output.utf8)) as? [String: Any]
    let steps = try #require(object?["steps"] as? [[String: Any]])
    #expect(object?["scenario"] as? String == "containment")
    #expect(steps.count == Scene.containment.scenario?.steps.count)
    #expect(steps[2]["title"] as? String == "screen.embed(header)")
    #expect((steps[2]["events"] as? [Any])?.count == 8)
    let hunks = try #require(steps[2]["treeDiff"] as? [[String: Any]])
    #expect(
      (hunks.last?["lines"] as? [[String: String]])?.last
        == ["kind": "added", "text": "│  #2 Component \"header\"  appeared  view in parent"])
    #expect(steps[7]["time"] as? Double == 0)
    let tree = try #require(steps[8]["tree"] as? [String: Any])
    #expect((tree["nodes"] as? [Any])?.count == 2)
    #expect(object?["schemaVersion"] as? Int == 1)
    let keys = preview.output.split(separator: "\n").prefix(4).map { String($0) }
    #expect(
      keys == [
        "{", "  \"scenario\": \"containment\",", "  \"schemaVersion\": 1,", "  \"steps\": [",
      ])
  }

  @Test func checkRecordsAMissingGoldenThenPassesThenFailsWithALineDiff() {
    #expect(preview.run("check", "containment", "--golden", "g.txt") == 1, "recorded: review it")
    #expect(preview.error == "Recorded g.txt (mode missing): review it and run the check again.\n")
    #expect(preview.run("check", "containment", "--golden", "g.txt") == 0)
    #expect(preview.output.contains("matches g.txt"))
    let golden = String(decoding: preview.files["g.txt"]!, as: UTF8.self)
    #expect(golden.hasPrefix("# compose golden 1: format=text full=false\nstep 1: "))
    preview.file(
      "g.txt",
      golden.replacingOccurrences(of: "step 9: header.unembed()", with: "step 9: header.embed()"))
    #expect(preview.run("check", "containment", "--golden", "g.txt") == 1)
    #expect(
      preview.output.contains(
        "-step 9: header.embed()  (t=0.3s)\n+step 9: header.unembed()  (t=0.3s)\n"))
    #expect(preview.error.hasPrefix("Check failed: the output of containment differs from g.txt"))
  }

  @Test func underCIAMissingGoldenFailsAndNothingIsWritten() {
    preview.environment["CI"] = "true"
    #expect(preview.run("check", "containment", "--golden", "g.txt", "--record", "all") == 1)
    #expect(preview.files["g.txt"] == nil)
    #expect(preview.error.contains("nothing is recorded when CI is set"))
  }

  @Test func aScenarioFileRuns() {
    preview.file(
      "s.json",
      """
      {"window": "w", "components": [{"name": "root", "kind": "container",
        "children": [{"name": "title", "kind": "label", "text": "Hi"}]}],
       "steps": [{"action": "set-root", "component": "root"}, {"action": "show-window"}]}
      """)
    #expect(preview.run("run", "s.json") == 0, "\(preview.error)")
    #expect(preview.output.contains("│  #2 Label \"title\"  appeared  view in parent  text \"Hi\""))
  }

  @Test func anUnreadableFileExits64AndRunsNothing() {
    #expect(preview.run("run", "missing.json") == 64)
    #expect(preview.error == "Error: missing.json: no such file\n")
    preview.file("bad.json", "{\"components\": [}")
    #expect(preview.run("run", "bad.json") == 64)
    #expect(preview.output.isEmpty)
    #expect(preview.error == "Error: bad.json:1:17: expected a JSON value, found '}'\n")
    #expect(preview.run("check", "bad.json", "--golden", "g.txt", "--record", "all") == 64)
    #expect(preview.files["g.txt"] == nil)
  }
}
