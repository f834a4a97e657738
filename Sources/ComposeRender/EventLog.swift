import Compose

/// Lifecycle events grouped by the step that caused them: the value the event-log printer prints.
public struct EventLog: Hashable, Sendable {
  /// One step of a scenario and the events it produced, in order.
  public struct Step: Hashable, Sendable {
    /// What the step did, for example `embed "header"`.
    public var title: String
    /// The events the step produced, oldest first.
    public var events: [LifecycleEvent]
    /// The diagnostics the step produced, oldest first.
    public var diagnostics: [Diagnostic]
    /// The window's clock when the step started.
    public var time: Duration
    /// Remarks of the code that ran the step (not the engine's), for example an interactive
    /// transition that could not be finished because it was never started. Printed like
    /// diagnostics.
    public var notes: [String]
    /// The window's tree after the step, if it was captured.
    public var tree: TreeSnapshot?
    /// What a ``LifecycleAuditor`` watching the run found during the step and at the checkpoint
    /// after it, oldest first; empty when no auditor watched.
    public var findings: [AuditFinding]

    /// Creates a step.
    public init(
      title: String, events: [LifecycleEvent], diagnostics: [Diagnostic] = [],
      time: Duration = .zero, notes: [String] = [], tree: TreeSnapshot? = nil,
      findings: [AuditFinding] = []
    ) {
      self.title = title
      self.events = events
      self.diagnostics = diagnostics
      self.time = time
      self.notes = notes
      self.tree = tree
      self.findings = findings
    }
  }

  /// The steps, in the order they ran.
  public var steps: [Step]
  /// The window's tree before the first step, if it was captured.
  public var initialTree: TreeSnapshot?

  /// Creates a log.
  public init(steps: [Step] = [], initialTree: TreeSnapshot? = nil) {
    self.steps = steps
    self.initialTree = initialTree
  }
}
