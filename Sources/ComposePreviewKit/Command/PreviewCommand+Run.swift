import Compose
import ComposeRender

extension PreviewCommand {
  /// What `run` and `check` print: the target and the output options.
  @MainActor struct Report {
    var target: String
    var run: @MainActor (LifecycleAuditor?) -> EventLog
    var format: String
    var full: Bool
    /// `--audit`: run with a ``LifecycleAuditor`` and print its findings after the report.
    var audit = false

    func render(colored: Bool) -> String {
      let auditor = audit ? LifecycleAuditor() : nil
      let log = run(auditor)
      if format == "json" {
        return JSONReport(showsFullTrees: full).render(log, scenario: target)
      }
      let text = TextReport(showsFullTrees: full, style: TerminalStyle(isEnabled: colored))
        .render(log)
      guard let auditor else { return text }
      let findings = auditor.findings
      let summary =
        findings.isEmpty
        ? "audit: no findings\n"
        : "audit: \(findings.count) finding\(findings.count == 1 ? "" : "s")\n"
          + findings.map { "\($0)\n" }.joined()
      return text + (text.hasSuffix("\n") ? "" : "\n") + summary
    }
  }

  static func runScenario(_ arguments: [String], _ invocation: PreviewInvocation) throws -> Int32 {
    let parsed = try ParsedArguments(
      arguments, flags: ["--full", "--audit"], options: ["--format", "--color"], subcommand: .run)
    var report = try self.report(parsed, invocation, subcommand: .run)
    report.audit = parsed.flags.contains("--audit")
    if report.audit, report.format != "text" {
      throw UsageError(message: "--audit prints text; it needs --format text", subcommand: .run)
    }
    let color = try parsed.choice(
      "--color", in: ["auto", "always", "never"], default: "auto", for: .run)
    let noColor = !(invocation.environment["NO_COLOR"] ?? "").isEmpty
    let colored =
      !noColor && report.format == "text"
      && (color == "always" || (color == "auto" && invocation.isTerminal))
    invocation.output(report.render(colored: colored))
    return success
  }

  /// Reads the target (a scene name or a scenario file) and the output options.
  static func report(
    _ parsed: ParsedArguments, _ invocation: PreviewInvocation, subcommand: Subcommand
  ) throws -> Report {
    guard let target = parsed.positionals.first else {
      throw UsageError(
        message: "Missing expected argument '<scene-or-file>'", subcommand: subcommand)
    }
    if parsed.positionals.count > 1 {
      throw UsageError(
        message: "Unexpected argument '\(parsed.positionals[1])'", subcommand: subcommand)
    }
    let format = try parsed.choice(
      "--format", in: ["text", "json"], default: "text", for: subcommand)
    let full = parsed.flags.contains("--full")
    if let scene = Scene.named(target) {
      return Report(target: target, run: scene.run, format: format, full: full)
    }
    guard target.hasSuffix(".json") || target.contains("/") else {
      let names = Scene.all.map(\.name).joined(separator: ", ")
      throw UsageError(
        message: "Unknown scene '\(target)' (built-in scenes: \(names); a scenario file ends "
          + "in .json)",
        subcommand: subcommand)
    }
    let bytes: [UInt8]
    switch invocation.readFile(target) {
    case .success(let read): bytes = read
    case .failure(let failure): throw InputError(message: "\(target): \(failure.reason)")
    }
    do {
      let scenario = try Scenario.decode(json: bytes)
      return Report(target: target, run: scenario.run, format: format, full: full)
    } catch {
      throw InputError(message: "\(target):\(locationSeparator(error))\(error)")
    }
  }

  /// `file.json:3:14: reason` for a position, `file.json: steps[2].child: reason` otherwise.
  private static func locationSeparator(_ error: ScenarioError) -> String {
    if case .position = error.location { return "" }
    return " "
  }
}
