import Compose
import ComposeRender

/// What `run` and `check` do: run a target (a scene or a scenario file) and render its
/// event log with the output options, as text (``TextReport``) or JSON (``JSONReport``).
@MainActor
struct PreviewJob {
  /// The scene's name or the scenario file's path, as given.
  var target: String
  /// Runs the target, with an auditor or without, and returns its log.
  var run: @MainActor (LifecycleAuditor?) -> EventLog
  var format: OutputFormat
  /// `--full`: print the whole tree after each step, besides the diff.
  var full: Bool
  /// `--audit`: run with a ``LifecycleAuditor`` and print its findings after the report (text)
  /// or in a top-level `findings` array (JSON).
  var audit = false

  /// Runs the target and renders its log; `colored` applies to text only.
  ///
  /// - Returns: The output, and the auditor's findings (none without ``audit``).
  func render(colored: Bool) -> (text: String, findings: [AuditFinding]) {
    let auditor = audit ? LifecycleAuditor() : nil
    let log = run(auditor)
    let findings = auditor?.findings ?? []
    switch format {
    case .json:
      let report = JSONReport(showsFullTrees: full).render(log, scenario: target)
      guard auditor != nil else { return (report, findings) }
      return (Self.adding(findings, to: report), findings)
    case .text:
      let text = TextReport(showsFullTrees: full, style: TerminalStyle(isEnabled: colored))
        .render(log)
      guard auditor != nil else { return (text, findings) }
      let summary =
        findings.isEmpty
        ? "audit: no findings\n"
        : "audit: \(findings.count) finding\(findings.count == 1 ? "" : "s")\n"
          + findings.map { "\($0)\n" }.joined()
      return (text + (text.hasSuffix("\n") ? "" : "\n") + summary, findings)
    }
  }

  /// The JSON report with a top-level `findings` member: each finding as its text (`kind at path:
  /// message`, then its events' traces on the following lines). The report is an object written
  /// with sorted keys and two-space indentation, whose first key (`scenario`) sorts after
  /// `findings`, so the member goes first.
  private static func adding(_ findings: [AuditFinding], to report: String) -> String {
    let member = JSONOutput.object(["findings": .array(findings.map { .string("\($0)") })]).text
    guard report.hasPrefix("{\n"), member.hasPrefix("{\n"), member.hasSuffix("\n}\n") else {
      return report
    }
    return "{\n" + member.dropFirst(2).dropLast(3) + ",\n" + report.dropFirst(2)
  }

  /// The job for `target`: one of the invocation's scenes by name, else a scenario file (a path ending in
  /// `.json` or containing `/`), read and decoded before anything runs.
  ///
  /// - Throws: A usage error of `command` for an unknown scene name, an
  ///   ``PreviewCommand/InputError`` for a file that cannot be read or decoded.
  static func load<Command: PreviewSubcommand>(
    _ target: String, format: OutputFormat, full: Bool, for command: Command.Type,
    _ invocation: PreviewInvocation
  ) throws -> PreviewJob {
    if let scene = invocation.scenes.first(where: { $0.name == target }) {
      return PreviewJob(target: target, run: scene.run, format: format, full: full)
    }
    guard target.hasSuffix(".json") || target.contains("/") else {
      let names = invocation.scenes.map(\.name).joined(separator: ", ")
      throw command.usageError(
        "Unknown scene '\(target)' (scenes: \(names.isEmpty ? "none" : names); "
          + "a scenario file ends in .json)")
    }
    let bytes: [UInt8]
    switch invocation.readFile(target) {
    case .success(let read): bytes = read
    case .failure(let failure):
      throw PreviewCommand.InputError(message: "\(target): \(failure.reason)")
    }
    do {
      let scenario = try Scenario.decode(json: bytes)
      return PreviewJob(target: target, run: scenario.run, format: format, full: full)
    } catch {
      throw PreviewCommand.InputError(message: "\(target):\(locationSeparator(error))\(error)")
    }
  }

  /// `file.json:3:14: reason` for a position, `file.json: steps[2].child: reason` otherwise.
  private static func locationSeparator(_ error: ScenarioError) -> String {
    if case .position = error.location { return "" }
    return " "
  }
}
