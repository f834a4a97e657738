import Compose
import ComposeRender

/// Runs a scene or scenario and writes its report a step at a time: each step is selected
/// (``EventSelection``), written by the format's ``ReportWriter`` and handed to the output as
/// soon as it completes, then dropped, so that memory stays flat in the number of steps and a
/// long run prints while it runs.
@MainActor
enum ReportStream {
  /// A run that hands over the tree before the first step, then each step as it completes, and
  /// returns why it stopped before a step (``ScenarioMeter``), or `nil` when every step ran.
  typealias Run =
    @MainActor (
      LifecycleAuditor?, _ start: (TreeSnapshot) -> Void, _ each: (EventLog.Step) -> Void
    ) -> ScenarioError?

  /// What a written run ended with: the audit findings (none without `audit`) and why the run
  /// stopped before a step, if it did (the report of the steps that ran is written and finished
  /// all the same).
  struct Outcome {
    var findings: [AuditFinding]
    var stop: ScenarioError?
  }

  /// Runs `run` (with an auditor when `audit`), writes each step with `writer` to `output`, and
  /// returns the audit findings and the stop.
  static func write(
    _ run: Run, audit: Bool, selection: EventSelection, writer: inout some ReportWriter,
    output: (String) -> Void
  ) -> Outcome {
    withoutActuallyEscaping(output) { output in
      write(run, audit: audit, selection: selection, writer: &writer, escapingOutput: output)
    }
  }

  private static func write(
    _ run: Run, audit: Bool, selection: EventSelection, writer: inout some ReportWriter,
    escapingOutput output: @escaping (String) -> Void
  ) -> Outcome {
    let auditor = audit ? LifecycleAuditor() : nil
    var started = false
    var before: TreeSnapshot?
    var number = 0
    let stop = run(
      auditor,
      { tree in
        output(writer.start(tree))
        started = true
        before = tree
      },
      { step in
        if !started {
          output(writer.start(nil))
          started = true
        }
        number += 1
        output(writer.step(selection.select(step, before: before), number: number))
        before = step.tree ?? before
      })
    if !started { output(writer.start(nil)) }
    output(writer.finish(findings: auditor?.findings))
    return Outcome(findings: auditor?.findings ?? [], stop: stop)
  }
}
