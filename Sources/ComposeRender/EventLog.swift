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

    /// Creates a step.
    public init(
      title: String, events: [LifecycleEvent], diagnostics: [Diagnostic] = [],
      time: Duration = .zero
    ) {
      self.title = title
      self.events = events
      self.diagnostics = diagnostics
      self.time = time
    }
  }

  /// The steps, in the order they ran.
  public var steps: [Step]

  /// Creates a log.
  public init(steps: [Step] = []) {
    self.steps = steps
  }
}
