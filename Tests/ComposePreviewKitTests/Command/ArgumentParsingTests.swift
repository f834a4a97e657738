import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import Testing

/// Parsing generated from a command's declarations: values land in their typed properties, and
/// every kind of bad command line is a usage error naming the command.
@Suite struct ArgumentParsingTests {
  @Test func valuesLandInTheirTypedProperties() throws {
    let command = try SampleCommand.parse([
      "in", "--output", "out.txt", "--format=json", "--mode", "failed", "--loud", "more",
    ])
    #expect(command.input == "in")
    #expect(command.extra == "more")
    #expect(command.output == "out.txt")
    #expect(command.format == .json)
    #expect(command.mode == .failed)
    #expect(command.loud)
    #expect(command.note == "none", "an option not given keeps its default")
  }

  @Test func theLastOfARepeatedOptionWinsAndDoubleDashEndsOptions() throws {
    let command = try SampleCommand.parse([
      "--format", "json", "--output", "o", "--format", "text", "--", "--loud",
    ])
    #expect(command.format == .text)
    #expect(command.input == "--loud", "after --, an argument is positional")
    #expect(!command.loud)
  }

  @Test func aValueMayStartWithOneDashButNotTwo() throws {
    #expect(try SampleCommand.parse(["in", "--output", "-"]).output == "-")
    #expect(try SampleCommand.parse(["in", "--output", "-o"]).output == "-o")
    #expect(
      usageError(SampleCommand.self, ["in", "--output", "--loud"])?.message
        == "Missing value for '--output <path>'")
  }

  @Test func anUnknownOptionIsAUsageErrorOfTheCommand() {
    let error = usageError(SampleCommand.self, ["in", "--output", "o", "--bogus"])
    #expect(error == UsageError("Unknown option '--bogus'", commandName: "sample"))
    #expect(
      usageError(SampleCommand.self, ["in", "--output", "o", "--bogus=1"])?.message
        == "Unknown option '--bogus'")
  }

  @Test(arguments: [
    ["in", "--output"], ["in", "--output="], ["in", "--output", "--format", "json"],
  ])
  func anOptionWithoutItsValueIsAMissingValue(arguments: [String]) {
    #expect(
      usageError(SampleCommand.self, arguments)
        == UsageError("Missing value for '--output <path>'", commandName: "sample"))
  }

  @Test func aFlagGivenAValueIsRefused() {
    #expect(
      usageError(SampleCommand.self, ["in", "--output", "o", "--loud=yes"])?.message
        == "The flag '--loud' takes no value")
  }

  @Test func aWrongEnumValueListsTheAcceptedOnes() {
    #expect(
      usageError(SampleCommand.self, ["in", "--output", "o", "--format", "yaml"])?.message
        == "The value 'yaml' is invalid for '--format <format>' (expected 'text', 'json', 'markdown', 'mermaid', "
        + "'trace-event')"
    )
    #expect(
      usageError(SampleCommand.self, ["in", "--output", "o", "--mode", "sometimes"])?.message
        == "The value 'sometimes' is invalid for '--mode <mode>' "
        + "(expected 'all', 'missing', 'failed', 'never')")
  }

  @Test func everyEnumOptionOfEveryCommandListsItsAcceptedValues() throws {
    var checked = 0
    for command in PreviewCommand.subcommands {
      checked += try invalidValuesAreRefused(command)
    }
    // list's --format; run's --format, --events, --device, --orientation and --color; check's
    // --record, --format, --events, --device and --orientation.
    #expect(checked == 11)
  }

  /// Gives each option of `command` that accepts listed values one it does not accept; the
  /// number of options checked.
  private func invalidValuesAreRefused<Command: PreviewSubcommand>(
    _ command: Command.Type
  ) throws -> Int {
    var checked = 0
    let required = Command.definitions.filter(\.isRequired).flatMap { definition in
      definition.kind == .positional ? ["containment"] : [definition.name, "value"]
    }
    for definition in Command.definitions where !definition.acceptedValues.isEmpty {
      let error = try #require(
        usageError(command, required + [definition.name, "no-such-value"]))
      let expected = definition.acceptedValues.map { "'\($0)'" }.joined(separator: ", ")
      #expect(
        error.message
          == "The value 'no-such-value' is invalid for '\(definition.synopsis)' "
          + "(expected \(expected))")
      #expect(error.commandName == Command.configuration.name)
      checked += 1
    }
    return checked
  }

  @Test func aMissingRequiredArgumentIsNamedWithItsPlaceholder() {
    #expect(
      usageError(SampleCommand.self, ["--output", "o"])?.message
        == "Missing expected argument '<input>'")
    #expect(
      usageError(SampleCommand.self, ["in"])?.message
        == "Missing expected argument '--output <path>'")
  }

  @Test func anArgumentBeyondTheDeclaredPositionalsIsUnexpected() {
    #expect(
      usageError(SampleCommand.self, ["in", "more", "most", "--output", "o"])?.message
        == "Unexpected argument 'most'")
  }

  @Test func validateRunsAfterParsing() {
    #expect(
      usageError(SampleCommand.self, ["invalid", "--output", "o"])
        == UsageError("input cannot be 'invalid'", commandName: "sample"))
    #expect(
      usageError(PreviewCommand.Run.self, ["containment", "--audit", "--format", "json"]) == nil,
      "--audit is accepted with JSON output")
  }

  @Test func runAndCheckShareTheirReportOptionsAsOneGroup() throws {
    let run = try PreviewCommand.Run.parse([
      "containment", "--full", "--audit", "--events", "appearance", "--component", "a",
    ])
    let check = try PreviewCommand.Check.parse([
      "containment", "--golden", "g", "--full", "--audit", "--events", "appearance",
      "--component", "a",
    ])
    #expect(run.report.full && check.report.full)
    #expect(run.report.audit && check.report.audit)
    #expect(run.report.components == ["a"] && check.report.components == ["a"])
    let runNames = PreviewCommand.Run.definitions.map(\.name)
    let checkNames = PreviewCommand.Check.definitions.map(\.name)
    for name in ["--full", "--format", "--audit", "--events", "--component"] {
      #expect(runNames.contains(name) && checkNames.contains(name), "\(name)")
    }
  }

  @Test func runAndCheckParseTheirTypedOptions() throws {
    let run = try PreviewCommand.Run.parse(["containment", "--color", "never", "--format=json"])
    #expect(run.color == .never)
    #expect(run.report.format == .json)
    let check = try PreviewCommand.Check.parse(["containment", "--golden", "g.txt"])
    #expect(check.golden == "g.txt")
    #expect(check.record == nil, "no --record leaves the mode to COMPOSE_RECORD")
    #expect(check.report.format == nil, "no --format leaves it to the golden file's header")
    #expect(
      try PreviewCommand.Check.parse(["c", "--golden", "g", "--record", "all"]).record == .all)
  }
}
