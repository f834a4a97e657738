import Compose

/// Prints an ``EventLog``: one line per lifecycle event, grouped by step.
///
/// The format is fixed, so it can be kept in golden files:
///
/// ```text
/// step 1: embed "header"
///   #2 Component "header": willMove(toParent: #1 Screen "screen")
///   #2 Component "header": loadView
///   #2 Component "header": viewDidLoad
///   #2 Component "header": view added to #1 Screen "screen"
///   #2 Component "header": viewWillAppear(animated: false)
///   ...
/// step 2: advance the clock by 0.3s
///   #3 Detail: viewDidAppear(animated: true)  @0.3s
/// ```
///
/// A window's root view is shown added to the window (`view added to window "main"`; see
/// `EventLog.Step.window(receivingViewOf:)`). A step that starts after the clock moved shows the time in its title (`(t=0.3s)`); an event
/// that happens later than its step started shows its time with `@`. A step with no event
/// prints `(no events)`; diagnostics print as `! code at path: message`, and the step's notes
/// (remarks of the code that ran it) as `! note`. Which events print is the printer's
/// ``filter``, the same `LifecycleEventFilter` a `LifecycleRecorder` records with.
public struct EventLogPrinter: Sendable {
  /// The kinds of event printed; `LifecycleEventFilter.standard` (every kind but layout) by
  /// default, so that logs written before the layout pass existed stay the same.
  public var filter: LifecycleEventFilter

  /// Creates a printer.
  ///
  /// - Parameter filter: The kinds of event printed.
  public init(filter: LifecycleEventFilter = .standard) {
    self.filter = filter
  }

  /// The printed log, one line per event, ending with a newline.
  ///
  /// - Parameter log: The log to print.
  /// - Returns: The text.
  /// - Complexity: O(number of events).
  public func render(_ log: EventLog) -> String {
    var out = ""
    for (index, step) in log.steps.enumerated() {
      for line in lines(for: step, number: index + 1) { out += line.text + "\n" }
    }
    return out
  }

  /// One step's lines, without newlines, tagged with what they show: the title, then the events,
  /// diagnostics and notes (``Line/Kind/remark``), or ``Line/Kind/noEvents``; all but the title
  /// are indented by two spaces.
  ///
  /// - Parameters:
  ///   - step: The step to print.
  ///   - number: The step's 1-based number.
  /// - Returns: The lines.
  public func lines(for step: EventLog.Step, number: Int) -> [Line] {
    var lines = [Line(kind: .title, text: title(for: step, number: number))]
    let events = step.events.filter(filter.keeps)
    if events.isEmpty && step.diagnostics.isEmpty && step.notes.isEmpty {
      lines.append(Line(kind: .noEvents, text: "  (no events)"))
    }
    for event in events {
      var text = line(for: event, stepTime: step.time)
      if let window = step.window(receivingViewOf: event) {
        text =
          "\(event.component): view added to window \"\(window)\""
          + (event.time == step.time ? "" : "  @\(ValueFormat.seconds(event.time))")
      }
      lines.append(Line(kind: .event, text: "  " + text))
    }
    for diagnostic in step.diagnostics {
      lines.append(Line(kind: .remark, text: "  ! \(diagnostic)"))
    }
    for note in step.notes { lines.append(Line(kind: .remark, text: "  ! \(note)")) }
    return lines
  }

  /// A step's title line: `step 2: advance the clock  (t=0.3s)`.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - number: The step's 1-based number.
  /// - Returns: The line.
  public func title(for step: EventLog.Step, number: Int) -> String {
    let clock = step.time == .zero ? "" : "  (t=\(ValueFormat.seconds(step.time)))"
    return "step \(number): \(step.title)\(clock)"
  }

  /// One event's line, without indentation: `#2 Child "a": viewDidAppear(animated: true)  @0.3s`.
  ///
  /// - Parameters:
  ///   - event: The event to print.
  ///   - stepTime: The clock when the step started; the time is shown only when it differs.
  /// - Returns: The line.
  public func line(for event: LifecycleEvent, stepTime: Duration = .zero) -> String {
    event.time == stepTime
      ? event.description : "\(event.description)  @\(ValueFormat.seconds(event.time))"
  }
}
