extension PreviewCommand {
  /// `compose-preview run`: runs a scene or a scenario file and prints each step's events and
  /// tree diff.
  package struct Run: PreviewSubcommand {
    package static let configuration = CommandConfiguration(
      name: "run", abstract: "Run a scene or a scenario file: each step's events and tree diff.",
      discussion: """
        For each step: its title, its lifecycle events and diagnostics, then the diff of the
        component tree ('-' before, '+' after). With --audit, a lifecycle auditor watches the
        run and its findings follow the report (in JSON, a top-level 'findings' array). Exit
        status: 0 when it ran (with no audit findings); 1 when --audit has findings (the
        report is printed all the same); 64 for a usage error or a scenario file that cannot
        be read (nothing is run then).
        """)

    package static var arguments: [ArgumentDeclaration<Run>] {
      [
        .target(\.target),
        .full(\.full),
        .format(\.format),
        .audit(\.audit),
        .option(
          "--color", \.color, help: "When to colour: \(ColorMode.acceptedValuesText).",
          discussion: "auto colours only on a terminal; a non-empty NO_COLOR environment "
            + "variable turns colour off."),
      ]
    }

    /// The built-in scene or scenario file to run.
    package var target = ""
    package var full = false
    package var format = OutputFormat.text
    package var audit = false
    package var color = ColorMode.auto

    package init() {}

    /// Prints the rendered job, coloured when `--color` and the terminal say so, unless a
    /// non-empty `NO_COLOR` is set; returns 1 when `--audit` has findings.
    @MainActor package func run(_ invocation: PreviewInvocation) throws -> Int32 {
      var job = try PreviewJob.load(target, format: format, full: full, for: Run.self, invocation)
      job.audit = audit
      let noColor = !(invocation.environment["NO_COLOR"] ?? "").isEmpty
      let colored =
        !noColor && format == .text
        && (color == .always || (color == .auto && invocation.isTerminal))
      let rendered = job.render(colored: colored)
      invocation.output(rendered.text)
      return rendered.findings.isEmpty ? success : auditFindings
    }
  }
}
