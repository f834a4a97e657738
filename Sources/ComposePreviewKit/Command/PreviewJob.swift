import Compose
import ComposeRender

/// What `run` and `check` do: run a target (a scene or a scenario file) and render its
/// event log with the output options, a step at a time (``ReportStream``), in the format's
/// ``ReportWriter``.
@MainActor
struct PreviewJob {
  /// The scene's name or the scenario file's path, as given.
  var target: String
  /// Runs the target, with an auditor or without, handing over each step as it completes.
  var run: ReportStream.Run
  var format: OutputFormat
  /// `--full`: print the whole tree after each step, besides the diff.
  var full: Bool
  /// `--audit`: run with a ``LifecycleAuditor`` and print its findings under their steps.
  var audit = false
  /// `--events` and `--component`: the events printed.
  var selection = EventSelection()
  /// `--device` and `--orientation`: the window the run starts with; `nil` for a phone in
  /// portrait.
  var screen: PreviewScreen?

  /// Runs the target and returns its whole output; `colored` applies to text only.
  ///
  /// - Returns: The output, the auditor's findings (none without ``audit``) and why the run
  ///   stopped before a step, if it did.
  func render(colored: Bool) -> (text: String, findings: [AuditFinding], stop: ScenarioError?) {
    var text = ""
    let outcome = write(colored: colored) { text += $0 }
    return (text, outcome.findings, outcome.stop)
  }

  /// Runs the target and writes its output a step at a time; `colored` applies to text only.
  ///
  /// - Returns: The audit findings (none without ``audit``) and why the run stopped before a
  ///   step, if it did.
  @discardableResult
  func write(colored: Bool, to output: (String) -> Void) -> ReportStream.Outcome {
    var writer = self.writer(colored: colored)
    return PreviewScreen.$current.withValue(screen) {
      ReportStream.write(
        run, audit: audit, selection: selection, writer: &writer, output: output)
    }
  }

  private func writer(colored: Bool) -> any ReportWriter {
    let printer = EventLogPrinter(filter: selection.filter)
    switch format {
    case .text:
      return TextReport(
        showsFullTrees: full, style: TerminalStyle(isEnabled: colored), printer: printer)
    case .json:
      return JSONReport(
        showsFullTrees: full, scenario: target, filter: selection.filter, includesFindings: audit)
    case .markdown: return MarkdownReport(scenario: target, showsFullTrees: full, printer: printer)
    case .mermaid: return MermaidReport()
    case .traceEvent: return TraceEventReport()
    }
  }

  /// The job for `target`: one of the invocation's scenes by name, else a scenario file (a path
  /// ending in `.json` or containing `/`), read and decoded before anything runs.
  ///
  /// - Throws: A usage error of `command` for an unknown scene name, an
  ///   ``PreviewCommand/InputError`` for a file that cannot be read or decoded.
  static func load<Command: PreviewSubcommand>(
    _ target: String, format: OutputFormat, full: Bool, for command: Command.Type,
    _ invocation: PreviewInvocation
  ) throws -> PreviewJob {
    if let scene = invocation.scenes.first(where: { $0.name == target }) {
      return PreviewJob(target: target, run: scene.stream, format: format, full: full)
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
      // Checked whole now; run a step at a time from the text, so that memory does not grow
      // with the number of steps.
      let file = try ScenarioFile.read(json: bytes)
      return PreviewJob(
        target: target, run: { file.stream(auditor: $0, start: $1, each: $2) }, format: format,
        full: full)
    } catch {
      throw PreviewCommand.InputError(message: "\(target):\(locationSeparator(error))\(error)")
    }
  }

  /// The message of a run that stopped before a step: `file.json:12:5: the run stopped...`, or
  /// `scene: steps[3]: the run stopped...` for a scene.
  func stopMessage(_ stop: ScenarioError) -> String {
    "\(target):\(Self.locationSeparator(stop))\(stop)"
  }

  /// `file.json:3:14: reason` for a position, `file.json: steps[2].child: reason` otherwise.
  private static func locationSeparator(_ error: ScenarioError) -> String {
    if case .position = error.location { return "" }
    return " "
  }
}
