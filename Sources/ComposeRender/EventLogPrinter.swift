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
/// A step that starts after the clock moved shows the time in its title (`(t=0.3s)`); an event
/// that happens later than its step started shows its time with `@`. A step with no event
/// prints `(no events)`; diagnostics print as `! code at path: message`, and the step's notes
/// (remarks of the code that ran it) as `! note`.
public struct EventLogPrinter: Sendable {
  /// Whether `loadView` lines are printed.
  public var includesLoadView: Bool
  /// Whether view placement lines (`view added to`, `view removed from`) are printed.
  public var includesViewPlacement: Bool
  /// Whether layout lines (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`) are printed; they
  /// are not by default, so logs written before the layout pass existed stay the same.
  public var includesLayout: Bool

  /// Creates a printer.
  ///
  /// - Parameters:
  ///   - includesLoadView: Whether `loadView` lines are printed.
  ///   - includesViewPlacement: Whether view placement lines are printed.
  ///   - includesLayout: Whether layout lines are printed (`false` by default).
  public init(
    includesLoadView: Bool = true, includesViewPlacement: Bool = true, includesLayout: Bool = false
  ) {
    self.includesLoadView = includesLoadView
    self.includesViewPlacement = includesViewPlacement
    self.includesLayout = includesLayout
  }

  /// The printed log, one line per event, ending with a newline.
  ///
  /// - Parameter log: The log to print.
  /// - Returns: The text.
  /// - Complexity: O(number of events).
  public func render(_ log: EventLog) -> String {
    var lines: [String] = []
    for (index, step) in log.steps.enumerated() {
      lines.append(contentsOf: self.lines(for: step, number: index + 1))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// One step's lines, without newlines: its title line, then its events, diagnostics and notes,
  /// each indented by two spaces.
  ///
  /// - Parameters:
  ///   - step: The step to print.
  ///   - number: The step's 1-based number.
  /// - Returns: The lines.
  public func lines(for step: EventLog.Step, number: Int) -> [String] {
    var lines = [title(for: step, number: number)]
    let events = step.events.filter(isIncluded)
    if events.isEmpty && step.diagnostics.isEmpty && step.notes.isEmpty {
      lines.append("  (no events)")
    }
    lines.append(contentsOf: events.map { "  " + line(for: $0, stepTime: step.time) })
    lines.append(contentsOf: step.diagnostics.map { "  ! \($0)" })
    lines.append(contentsOf: step.notes.map { "  ! \($0)" })
    return lines
  }

  /// A step's title line: `step 2: advance the clock  (t=0.3s)`.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - number: The step's 1-based number.
  /// - Returns: The line.
  public func title(for step: EventLog.Step, number: Int) -> String {
    let clock = step.time == .zero ? "" : "  (t=\(Self.format(step.time)))"
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
      ? event.description : "\(event.description)  @\(Self.format(event.time))"
  }

  private func isIncluded(_ event: LifecycleEvent) -> Bool {
    switch event.kind {
    case .loadView: return includesLoadView
    case .viewAdded, .viewRemoved: return includesViewPlacement
    case .viewWillLayoutSubviews, .viewDidLayoutSubviews: return includesLayout
    default: return true
    }
  }

  /// `0.3s`, `1.25s`, `2s`: seconds with at most three decimals.
  ///
  /// - Parameter duration: The duration, non-negative.
  /// - Returns: The text.
  public static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    let whole = milliseconds / 1000
    var fraction = String(milliseconds % 1000)
    if fraction == "0" { return "\(whole)s" }
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(whole).\(fraction)s"
  }
}
