import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender

/// A command declared only for the tests: one argument of each kind the declaration model has.
nonisolated struct SampleCommand: PreviewSubcommand {
  static let configuration = CommandConfiguration(
    name: "sample", abstract: "A command for the tests.")

  static var arguments: [ArgumentDeclaration<SampleCommand>] {
    [
      .argument("input", \.input, help: "The input."),
      .argument("extra", \.extra, isRequired: false, help: "An optional second input."),
      .option("--output", valueName: "path", \.output, isRequired: true, help: "Where to write."),
      .option("--format", \.format, help: "The format."),
      .option("--mode", \.mode, help: "The record mode.", defaultHelp: "as before"),
      .flag("--loud", \.loud, help: "Say more."),
      .option(
        "--note", \.note,
        help: "A long help text that goes on and on so that it cannot fit on one line of help and "
          + "has to be wrapped at word boundaries onto the lines after it."),
    ]
  }

  var input = ""
  var extra: String?
  var output = ""
  var format = OutputFormat.text
  var mode: GoldenRecordMode?
  var loud = false
  var note = "none"

  init() {}

  func validate() throws(UsageError) {
    if input == "invalid" { throw Self.usageError("input cannot be 'invalid'") }
  }

  @MainActor func run(_ invocation: PreviewInvocation) -> Int32 { 0 }
}

/// The usage error `arguments` give `Command`, or `nil` when they parse.
func usageError<Command: PreviewSubcommand>(
  _ command: Command.Type, _ arguments: [String]
) -> UsageError? {
  do {
    _ = try command.parse(arguments)
    return nil
  } catch {
    return error
  }
}
