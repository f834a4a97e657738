import ComposeRender

extension PreviewCommand {
  /// The output options a golden file's header records: `full` and `format`.
  private static let formats = ["text", "json"]

  /// `check`: runs the target like `run` without colour and compares its output with the golden
  /// file under the rules of ``GoldenRecordMode``, the same as the test-support library's golden
  /// traces: the mode from `--record`, else `COMPOSE_RECORD`, else `missing`; nothing written
  /// under `CI`; a ``GoldenHeader`` line with the options `full` and `format`, adopted from the
  /// golden when the command line does not give them.
  static func check(_ arguments: [String], _ invocation: PreviewInvocation) throws -> Int32 {
    let parsed = try ParsedArguments(
      arguments, flags: ["--full"], options: ["--format", "--golden", "--record"],
      valueNames: ["--record": "mode"], subcommand: .check)
    guard let golden = parsed.values["--golden"] else {
      throw UsageError(message: "Missing expected argument '--golden <path>'", subcommand: .check)
    }
    var explicitMode: GoldenRecordMode?
    if parsed.values["--record"] != nil {
      let modes = GoldenRecordMode.allCases.map(\.rawValue)
      explicitMode = GoldenRecordMode(
        rawValue: try parsed.choice("--record", in: modes, default: "", for: .check))
    }
    let mode: GoldenRecordMode
    switch GoldenRecordMode.resolve(explicit: explicitMode, environment: invocation.environment) {
    case .success(let resolved): mode = resolved
    case .failure(let failure): throw InputError(message: failure.description)
    }
    var report = try self.report(parsed, invocation, subcommand: .check)
    let text: String?
    switch invocation.readFile(golden) {
    case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
    case .failure(let failure) where failure == .noSuchFile: text = nil
    case .failure(let failure): throw InputError(message: "\(golden): \(failure.reason)")
    }
    let recorded = text.flatMap { GoldenComparison.split($0).header }
    if !parsed.flags.contains("--full"), let full = recorded?.options["full"].flatMap(Bool.init) {
      report.full = full
    }
    if parsed.values["--format"] == nil, let format = recorded?.options["format"],
      formats.contains(format)
    {
      report.format = format
    }
    let isContinuousIntegration = GoldenRecordMode.isContinuousIntegration(invocation.environment)
    let comparison = GoldenComparison.evaluate(
      golden: text, output: report.render(colored: false), header: header(of: report),
      mode: mode, isContinuousIntegration: isContinuousIntegration)
    if let write = comparison.write, let failure = invocation.writeFile(golden, write) {
      throw InputError(message: "\(golden): \(failure.reason)")
    }
    return conclude(
      comparison.verdict, golden: golden, target: report.target, mode: mode,
      isContinuousIntegration: isContinuousIntegration, invocation)
  }

  /// The header of a golden file made with `report`'s options.
  static func header(of report: Report) -> GoldenHeader {
    GoldenHeader(options: ["full": "\(report.full)", "format": report.format])
  }

  /// Prints the verdict (success on standard output, a failure's message on standard error, a
  /// diff on standard output) and returns the exit status: 0 for a match, 1 otherwise.
  private static func conclude(
    _ verdict: GoldenComparison.Verdict, golden: String, target: String, mode: GoldenRecordMode,
    isContinuousIntegration: Bool, _ invocation: PreviewInvocation
  ) -> Int32 {
    let diffHeader = "--- \(golden)\n+++ output of \(target)\n"
    let recorded =
      "Recorded \(golden) (mode \(mode.rawValue)): review it and run the check again.\n"
    switch verdict {
    case .matched:
      invocation.output("The output of \(target) matches \(golden).\n")
      return success
    case .recordedNew, .recordedAgain:
      invocation.error(recorded)
    case .recordedChange(let diff):
      invocation.output(diffHeader + diff)
      invocation.error(recorded)
    case .missing:
      let how = "--record missing or \(GoldenRecordMode.environmentVariable)=missing"
      invocation.error(
        "Check failed: golden file \(golden) does not exist; "
          + (isContinuousIntegration
            ? "nothing is recorded when CI is set: record it locally with \(how).\n"
            : "record it with \(how) (never under CI).\n"))
    case .mismatched(let diff):
      invocation.output(diffHeader + diff)
      invocation.error(
        "Check failed: the output of \(target) differs from \(golden) "
          + "('-' golden, '+' output).\n")
    case .optionsDiffer(let recordedHeader, let header):
      let options: String
      if let recordedHeader {
        options =
          "was made with \(describe(recordedHeader)), this check uses \(describe(header)); "
          + "leave out --full and --format to use the golden's options, or"
      } else {
        options =
          "has no header line with the options it was made with (this check uses "
          + "\(describe(header)));"
      }
      invocation.error(
        "Check failed: golden file \(golden) \(options) re-record it with --record failed.\n")
    }
    return checkFailed
  }

  /// `full=true format=text`, or `no options`.
  private static func describe(_ header: GoldenHeader) -> String {
    let pairs = header.options.keys.sorted().map { "\($0)=\(header.options[$0]!)" }
    return pairs.isEmpty ? "no options" : pairs.joined(separator: " ")
  }
}
