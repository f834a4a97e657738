/// `--format <format>`: what `run` and `check` print.
package enum OutputFormat: String, CaseIterable, ArgumentValue, Sendable {
  /// Step titles, events and tree diffs as text (``TextReport``).
  case text
  /// One JSON document with sorted keys (``JSONReport``).
  case json
  /// Step titles, events and tree diffs in fenced blocks, for a pull request (``MarkdownReport``).
  case markdown
  /// A Mermaid `sequenceDiagram` of the events (``MermaidReport``).
  case mermaid
  /// The Chrome Trace Event format, for Perfetto and `chrome://tracing` (``TraceEventReport``).
  case traceEvent = "trace-event"
}
