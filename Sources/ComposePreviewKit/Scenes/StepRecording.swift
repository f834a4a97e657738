import Compose
import ComposeRender

/// Runs steps on a window and records each one's events, diagnostics, audit findings and tree,
/// handing each step over as it completes.
@MainActor
enum StepRecording {
  /// Runs `count` steps (each title is made when its step runs, so that none is kept): `start`
  /// gets the tree before the first step, `each` every step as it completes, with the findings
  /// `auditor` made during the step and at the checkpoint after it. The auditor checks after each
  /// step for which `endsOperation` is true (one call of a hand-written containment sequence is
  /// checked with the rest of it). `perform` returns the step's notes, or `nil` to stop the run
  /// before the step (nothing of it is handed over).
  static func stream(
    window: Window, recorder: LifecycleRecorder, auditor: LifecycleAuditor?, count: Int,
    title: (Int) -> String, endsOperation: (Int) -> Bool = { _ in true },
    perform: (Int) -> [String]?, start: (TreeSnapshot) -> Void,
    each: (EventLog.Step) -> Void
  ) {
    auditor?.attach(to: window)
    recorder.reset()
    start(TreeSnapshot(of: window))
    for index in 0..<count {
      let start = window.now
      let findingsBefore = auditor?.findings.count ?? 0
      guard let notes = perform(index) else { return }
      if endsOperation(index) { auditor?.checkpoint() }
      let findings = auditor.map { Array($0.findings.dropFirst(findingsBefore)) } ?? []
      each(
        EventLog.Step(
          title: title(index), events: recorder.events, diagnostics: recorder.diagnostics,
          time: start,
          notes: notes, tree: TreeSnapshot(of: window), findings: findings))
      recorder.reset()
    }
  }

  /// The whole log of a streamed run.
  static func log(
    _ stream: ((TreeSnapshot) -> Void, (EventLog.Step) -> Void) -> Void
  ) -> EventLog {
    var log = EventLog()
    stream({ log.initialTree = $0 }, { log.steps.append($0) })
    return log
  }
}
