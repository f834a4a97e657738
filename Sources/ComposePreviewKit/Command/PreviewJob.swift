import Compose
import ComposeRender

/// What `run` and `check` do: run a target (a built-in scene or a scenario file) and render its
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
  /// `--audit`: run with a ``LifecycleAuditor`` and print its findings after the report.
  var audit = false

  /// Runs the target and renders its log; `colored` applies to text only.
  func render(colored: Bool) -> String {
    let auditor = audit ? LifecycleAuditor() : nil
    let log = run(auditor)
    switch format {
    case .json:
      return JSONReport(showsFullTrees: full).render(log, scenario: target)
    case .text:
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

  /// The job for `target`: a built-in scene by name, else a scenario file (a path ending in
  /// `.json` or containing `/`), read and decoded before anything runs.
  ///
  /// - Throws: A usage error of `command` for an unknown scene name, an
  ///   ``PreviewCommand/InputError`` for a file that cannot be read or decoded.
  static func load<Command: PreviewSubcommand>(
    _ target: String, format: OutputFormat, full: Bool, for command: Command.Type,
    _ invocation: PreviewInvocation
  ) throws -> PreviewJob {
    if let scene = Scene.named(target) {
      return PreviewJob(target: target, run: scene.run, format: format, full: full)
    }
    guard target.hasSuffix(".json") || target.contains("/") else {
      let names = Scene.all.map(\.name).joined(separator: ", ")
      throw command.usageError(
        "Unknown scene '\(target)' (built-in scenes: \(names); a scenario file ends in .json)")
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
