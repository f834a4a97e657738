import Compose
import ComposeRender

/// `--format trace-event`: the run in the Chrome Trace Event format, which Perfetto
/// (ui.perfetto.dev) and `chrome://tracing` open: a track per component, appearance transitions
/// as spans from `will` to `did`, the other events as instants, each step a marker, the window's
/// clock as the time (``TraceEventWriter`` describes the mapping). Tree diffs are left out.
struct TraceEventReport: ReportWriter {
  private var writer = TraceEventWriter(windowName: nil)

  mutating func start(_ tree: TreeSnapshot?) -> String {
    writer = TraceEventWriter(windowName: tree?.window.name)
    return writer.start()
  }

  mutating func step(_ step: EventLog.Step, number: Int) -> String {
    writer.step(step, number: number)
  }

  mutating func finish(findings: [AuditFinding]?) -> String {
    writer.finish()
  }
}
