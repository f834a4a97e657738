import Compose
import ComposeRender

/// One output format of `compose-preview`, written a step at a time: the text before the first
/// step, each step's text as it completes, then the text after the last. A writer keeps only
/// what the next step needs (the tree before it), so a run's memory does not grow with its
/// steps.
protocol ReportWriter {
  /// The text before the first step; `tree` is the window's tree before it, if captured.
  mutating func start(_ tree: TreeSnapshot?) -> String
  /// One step's text; `number` is 1-based. The step's events are the ones selected.
  mutating func step(_ step: EventLog.Step, number: Int) -> String
  /// The text after the last step; `findings` are every audit finding of the run, `nil` when no
  /// auditor watched it.
  mutating func finish(findings: [AuditFinding]?) -> String
}
