extension PreviewCommand {
  /// `compose-preview run`: runs a scene or a scenario file and prints each step's events and
  /// tree diff.
  package struct Run: PreviewSubcommand {
    package static let configuration = CommandConfiguration(
      name: "run", abstract: "Run a scene or a scenario file: each step's events and tree diff.",
      discussion: """
        For each step: its title, its lifecycle events and diagnostics, then the diff of the
        component tree ('-' before, '+' after). With --audit, a lifecycle auditor watches the
        run: each finding is printed under the step that caused it (in JSON, in the step's
        'findings' array), and a count after the last step. Exit status: 0 when it ran (with
        no audit findings); 1 when --audit has findings (the report is printed all the same);
        2 when the run stopped before a step because it went past the bounds of its work (the
        steps that ran are printed, then one line on standard error names the step, with its
        line and column, and why); 64 for a usage error or a scenario file that cannot be read
        (nothing is run then).
        """)

    package static var arguments: [ArgumentDeclaration<Run>] {
      let report = ArgumentDeclaration<Run>.group(
        \Run.report, ReportOptions.arguments(goldenDefaults: false))
      let color: ArgumentDeclaration<Run> = .option(
        "--color", \.color, help: "When to colour: \(ColorMode.acceptedValuesText).",
        discussion: "auto colours only on a terminal; a non-empty NO_COLOR environment "
          + "variable turns colour off.")
      return [.target(\.target)] + report + [color]
    }

    /// The built-in scene or scenario file to run.
    package var target = ""
    /// The options `run` shares with `check`.
    package var report = ReportOptions()
    package var color = ColorMode.auto

    package init() {}

    /// Prints the rendered job, coloured when `--color` and the terminal say so, unless a
    /// non-empty `NO_COLOR` is set; returns 1 when `--audit` has findings, 2 when the run stopped
    /// before a step (``ScenarioMeter``).
    @MainActor package func run(_ invocation: PreviewInvocation) throws -> Int32 {
      let job = try report.job(for: target, command: Run.self, invocation)
      let noColor = !(invocation.environment["NO_COLOR"] ?? "").isEmpty
      let colored =
        !noColor && job.format == .text
        && (color == .always || (color == .auto && invocation.isTerminal))
      let outcome = job.write(colored: colored, to: invocation.output)
      if let stop = outcome.stop {
        invocation.error("Error: \(job.stopMessage(stop))\n")
        return runStopped
      }
      return outcome.findings.isEmpty ? success : auditFindings
    }
  }
}
