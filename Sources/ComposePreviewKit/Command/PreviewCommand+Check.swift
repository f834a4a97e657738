import ComposeRender

extension PreviewCommand {
  /// `compose-preview check`: runs the target like `run` without colour and compares its output
  /// with the golden file under the rules of ``GoldenRecordMode``, the same as the test-support
  /// library's golden traces: the mode from `--record`, else `COMPOSE_RECORD`, else `missing`;
  /// nothing written under `CI`; a ``GoldenHeader`` line with the options `full` and `format`
  /// (and `audit=true` with `--audit`), adopted from the golden when the command line does not
  /// give them. With `--audit`, findings make the exit status 1 whatever the comparison says.
  package struct Check: PreviewSubcommand {
    package static let configuration = CommandConfiguration(
      name: "check", abstract: "Compare the output of a run with a golden file.",
      discussion: """
        Runs like 'run' without colour and compares the output with the golden file, whose
        first line records the options it was made with ('# compose golden 1: format=text
        full=true', with 'audit=true' when made with --audit); --full, --format and --audit
        default to those. Exit status: 0 when they match (and --audit has no findings); 1 when
        they differ (a line diff is printed, '-' golden, '+' output), the golden file is
        missing or was made with other options, the golden file was just recorded (review it
        and run the check again), or --audit has findings (listed on standard error); 2 when
        the run stopped before a step because it went past the bounds of its work (nothing is
        compared or recorded); 64 for a usage error or bad input.
        """)

    package static var arguments: [ArgumentDeclaration<Check>] {
      let report = ArgumentDeclaration<Check>.group(
        \Check.report, ReportOptions.arguments(goldenDefaults: true))
      let own: [ArgumentDeclaration<Check>] = [
        .target(\.target),
        .option(
          "--golden", valueName: "path", \.golden, isRequired: true,
          help: "The golden file. Missing directories are created when it is recorded."),
        .option(
          "--record", valueName: "mode", \.record,
          help: "When to write the golden file: all (always), missing (when it does not exist), "
            + "failed (when it does not exist or differs) or never. Without this option the "
            + "\(GoldenRecordMode.environmentVariable) environment variable sets the mode. "
            + "Nothing is written when the CI environment variable is set.",
          defaultHelp: GoldenRecordMode.missing.rawValue),
      ]
      return own + report
    }

    /// The built-in scene or scenario file to run.
    package var target = ""
    /// The golden file's path.
    package var golden = ""
    /// `--record`; `nil` leaves the mode to `COMPOSE_RECORD`.
    package var record: GoldenRecordMode?
    /// The options `check` shares with `run`; `--full`, `--format` and `--audit` not given are
    /// the golden file's.
    package var report = ReportOptions()

    package init() {}

    /// Compares and prints the verdict: 0 for a match with no audit findings, 1 otherwise.
    @MainActor package func run(_ invocation: PreviewInvocation) throws -> Int32 {
      let mode: GoldenRecordMode
      switch GoldenRecordMode.resolve(explicit: record, environment: invocation.environment) {
      case .success(let resolved): mode = resolved
      case .failure(let failure): throw InputError(message: failure.description)
      }
      var job = try report.job(for: target, command: Check.self, invocation)
      let text: String?
      switch invocation.readFile(golden) {
      case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
      case .failure(let failure) where failure == .noSuchFile: text = nil
      case .failure(let failure): throw InputError(message: "\(golden): \(failure.reason)")
      }
      let recorded = text.flatMap { GoldenComparison.split($0).header }
      if !report.full, let recordedFull = recorded?.options["full"].flatMap(Bool.init) {
        job.full = recordedFull
      }
      if report.format == nil,
        let recordedFormat = recorded?.options["format"].flatMap(OutputFormat.init)
      {
        job.format = recordedFormat
      }
      if !report.audit, recorded?.options["audit"] == "true" {
        job.audit = true
      }
      let isContinuousIntegration = GoldenRecordMode.isContinuousIntegration(
        invocation.environment)
      let rendered = job.render(colored: false)
      if let stop = rendered.stop {
        invocation.error("Error: \(job.stopMessage(stop)); nothing was compared or recorded\n")
        return runStopped
      }
      let comparison = GoldenComparison.evaluate(
        golden: text, output: rendered.text, header: Self.header(of: job),
        mode: mode, isContinuousIntegration: isContinuousIntegration)
      if let write = comparison.write, let failure = invocation.writeFile(golden, write) {
        throw InputError(message: "\(golden): \(failure.reason)")
      }
      let status = Self.conclude(
        comparison.verdict, golden: golden, target: job.target, mode: mode,
        isContinuousIntegration: isContinuousIntegration, invocation)
      guard !rendered.findings.isEmpty else { return status }
      let count = rendered.findings.count
      invocation.error(
        "Audit failed: \(count) finding\(count == 1 ? "" : "s") in \(job.target):\n"
          + rendered.findings.map { "\($0)\n" }.joined())
      return auditFindings
    }

    /// The header of a golden file made with `job`'s options.
    static func header(of job: PreviewJob) -> GoldenHeader {
      var options = ["full": "\(job.full)", "format": job.format.rawValue]
      if job.audit { options["audit"] = "true" }
      return GoldenHeader(options: options)
    }

    /// Prints the verdict (success on standard output, a failure's message on standard error, a
    /// diff on standard output) and returns the exit status: 0 for a match, 1 otherwise.
    @MainActor private static func conclude(
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
            + "leave out --full, --format and --audit to use the golden's options, or"
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
}
