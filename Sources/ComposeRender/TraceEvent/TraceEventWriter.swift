import Compose

/// Writes lifecycle events in the Chrome Trace Event format, the JSON that Perfetto
/// (ui.perfetto.dev) and `chrome://tracing` open, a piece at a time.
///
/// The window is the process, and each component is a track of its own (`tid` = its instance
/// number, named `#2 FilmRow "film 0"`), the window's steps on track 0. Times are the window's
/// clock in microseconds (`ts`), so a transition's duration is the one its animation takes.
///
/// - An appearance transition is a span (a `B` event, then an `E` event) from `viewWillAppear` to
///   `viewDidAppear` (named `appearing`) or from `viewWillDisappear` to `viewDidDisappear`
///   (`disappearing`), as contract §2 pairs them. A transition that is cancelled (an interactive
///   pop let go, contract §5: `viewWillAppear` then `viewWillDisappear` and `viewDidDisappear`)
///   closes when the opposite `will` callback opens the next span, with `"cancelled": true` on its
///   `E` event. A span still open when the writer finishes closes there, `"unfinished": true`. A
///   track has at most one span open at a time, so its spans nest.
/// - Every other event is an instant on its component's track (`ph: "i"`, `s: "t"`): containment,
///   placement, `loadView`, `viewDidLoad`, `viewIsAppearing`, layout, list and state events, named
///   as traces name them (`willMove(toParent: screen)`), with the kind of event as the category.
/// - A step is a global marker (`ph: "i"`, `s: "g"`) on track 0 named after its title;
///   diagnostics and notes are instants on track 0, audit findings instants on their component's
///   track (category `audit`).
///
/// ```swift
/// var writer = TraceEventWriter(windowName: "main")
/// var json = writer.start()
/// json += writer.marker("step 1: window.rootComponent = screen", time: .zero)
/// json += writer.events(step.events)
/// json += writer.finish()
/// ```
public struct TraceEventWriter: Sendable {
  /// The window's debug name: the process's name (`window "main"`, or `window` without one).
  public var windowName: String?
  private var wroteEvent = false
  private var named: Set<Int> = []
  private var open: [Int: OpenSpan] = [:]
  private var lastTime: Duration = .zero

  private struct OpenSpan: Sendable {
    var name: String
  }

  /// Creates a writer.
  ///
  /// - Parameter windowName: The window's debug name, the name of the process in the viewer.
  public init(windowName: String?) {
    self.windowName = windowName
  }

  /// The beginning of the document, with the process's and the window track's names.
  public mutating func start() -> String {
    var out = "{\"displayTimeUnit\": \"ms\", \"traceEvents\": ["
    let window = windowName.map { "window " + Self.string($0) } ?? "window"
    out += record(metadata: "process_name", tid: 0, name: window)
    out += record(metadata: "thread_name", tid: 0, name: window)
    return out
  }

  /// A marker across every track, on track 0: a step, a checkpoint.
  ///
  /// - Parameters:
  ///   - title: The marker's name.
  ///   - time: The window's clock.
  /// - Returns: The text to append.
  public mutating func marker(_ title: String, time: Duration) -> String {
    note(time)
    return record(
      "\"name\": \(Self.string(title)), \"cat\": \"step\", \"ph\": \"i\", \"s\": \"g\", "
        + "\"ts\": \(Self.microseconds(time)), \"pid\": 1, \"tid\": 0")
  }

  /// An instant on the component's track, or on track 0 without a component: a diagnostic, a
  /// note, an audit finding.
  ///
  /// - Parameters:
  ///   - name: The instant's name.
  ///   - category: Its category, for example `audit`.
  ///   - component: The component whose track shows it, if any.
  ///   - time: The window's clock.
  /// - Returns: The text to append.
  public mutating func instant(
    _ name: String, category: String, component: ComponentReference?, time: Duration
  ) -> String {
    note(time)
    var out = component.map { track(of: $0) } ?? ""
    out += record(
      "\"name\": \(Self.string(name)), \"cat\": \(Self.string(category)), \"ph\": \"i\", "
        + "\"s\": \"t\", \"ts\": \(Self.microseconds(time)), \"pid\": 1, "
        + "\"tid\": \(component?.number ?? 0)")
    return out
  }

  /// Lifecycle events in order: spans for the appearance transitions, instants for the others.
  ///
  /// - Parameter events: The events, oldest first.
  /// - Returns: The text to append.
  public mutating func events(_ events: some Sequence<LifecycleEvent>) -> String {
    var out = ""
    for event in events { out += self.event(event) }
    return out
  }

  /// One step of a run: its marker (`step 2: title`), its events (a window's root view added to
  /// the window named `viewAdded(to: window)`), its diagnostics and notes on track 0, its audit
  /// findings on their components' tracks.
  ///
  /// - Parameters:
  ///   - step: The step, with the events to write.
  ///   - number: Its 1-based number.
  /// - Returns: The text to append.
  public mutating func step(_ step: EventLog.Step, number: Int) -> String {
    var out = marker("step \(number): \(step.title)", time: step.time)
    for event in step.events {
      if step.window(receivingViewOf: event) != nil {
        note(event.time)
        out += track(of: event.component)
        out += plainInstant(event, name: "viewAdded(to: window)")
      } else {
        out += self.event(event)
      }
    }
    for diagnostic in step.diagnostics {
      out += instant("\(diagnostic)", category: "diagnostic", component: nil, time: step.time)
    }
    for note in step.notes {
      out += instant(note, category: "note", component: nil, time: step.time)
    }
    for finding in step.findings {
      out += instant(
        "audit: \(finding.kind.rawValue): \(finding.message)", category: "audit",
        component: finding.component, time: step.time)
    }
    return out
  }

  /// The end of the document: the spans still open close at the last time written.
  public mutating func finish() -> String {
    var out = ""
    for tid in open.keys.sorted() {
      out += end(tid: tid, time: lastTime, argument: "unfinished")
    }
    return out + "\n]}\n"
  }

  /// A whole document: `events` with a marker before the event at each marker's index.
  ///
  /// - Parameters:
  ///   - events: The events, oldest first.
  ///   - markers: Markers, each before the event at its index (`events.count` for the end).
  ///   - windowName: The window's debug name.
  /// - Returns: The JSON document.
  public static func document(
    events: [LifecycleEvent], markers: [(index: Int, title: String, time: Duration)] = [],
    windowName: String?
  ) -> String {
    var writer = TraceEventWriter(windowName: windowName)
    var out = writer.start()
    var next = 0
    for (index, event) in events.enumerated() {
      while next < markers.count, markers[next].index <= index {
        out += writer.marker(markers[next].title, time: markers[next].time)
        next += 1
      }
      out += writer.event(event)
    }
    for marker in markers[next...] { out += writer.marker(marker.title, time: marker.time) }
    return out + writer.finish()
  }

  private mutating func event(_ event: LifecycleEvent) -> String {
    note(event.time)
    let component = event.component
    var out = track(of: component)
    switch event.kind {
    case .viewWillAppear(let animated): out += begin("appearing", event, animated: animated)
    case .viewWillDisappear(let animated): out += begin("disappearing", event, animated: animated)
    case .viewDidAppear: out += close("appearing", event)
    case .viewDidDisappear: out += close("disappearing", event)
    default: out += plainInstant(event, name: event.kind.trace)
    }
    return out
  }

  /// Opens a span at a `will` callback, after closing a cancelled one.
  private mutating func begin(_ name: String, _ event: LifecycleEvent, animated: Bool) -> String {
    let tid = event.component.number
    var out = ""
    if open[tid] != nil { out += end(tid: tid, time: event.time, argument: "cancelled") }
    open[tid] = OpenSpan(name: name)
    out += record(
      "\"name\": \"\(name)\", \"cat\": \"appearance\", \"ph\": \"B\", "
        + "\"ts\": \(Self.microseconds(event.time)), \"pid\": 1, \"tid\": \(tid), "
        + "\"args\": {\"animated\": \(animated), \"from\": \(Self.string(event.kind.trace))}")
    return out
  }

  /// Closes the span a `did` callback ends; one with no such span is an instant.
  private mutating func close(_ name: String, _ event: LifecycleEvent) -> String {
    let tid = event.component.number
    guard open[tid]?.name == name else {
      return plainInstant(event, name: event.kind.trace + " (no matching will)")
    }
    return end(tid: tid, time: event.time, to: event.kind.trace)
  }

  private mutating func plainInstant(_ event: LifecycleEvent, name: String) -> String {
    record(
      "\"name\": \(Self.string(name)), \"cat\": \"\(Self.category(event.kind))\", "
        + "\"ph\": \"i\", \"s\": \"t\", \"ts\": \(Self.microseconds(event.time)), \"pid\": 1, "
        + "\"tid\": \(event.component.number)")
  }

  private mutating func end(tid: Int, time: Duration, to: String? = nil, argument: String? = nil)
    -> String
  {
    guard let span = open.removeValue(forKey: tid) else { return "" }
    var args: [String] = []
    if let to { args.append("\"to\": \(Self.string(to))") }
    if let argument { args.append("\"\(argument)\": true") }
    return record(
      "\"name\": \"\(span.name)\", \"cat\": \"appearance\", \"ph\": \"E\", "
        + "\"ts\": \(Self.microseconds(time)), \"pid\": 1, \"tid\": \(tid), "
        + "\"args\": {\(args.joined(separator: ", "))}")
  }

  /// The metadata naming the component's track, the first time it is met.
  private mutating func track(of component: ComponentReference) -> String {
    guard named.insert(component.number).inserted else { return "" }
    return record(metadata: "thread_name", tid: component.number, name: component.description)
      + record(
        "\"name\": \"thread_sort_index\", \"ph\": \"M\", \"pid\": 1, \"tid\": \(component.number), "
          + "\"args\": {\"sort_index\": \(component.number)}")
  }

  private mutating func record(metadata: String, tid: Int, name: String) -> String {
    record(
      "\"name\": \"\(metadata)\", \"ph\": \"M\", \"pid\": 1, \"tid\": \(tid), "
        + "\"args\": {\"name\": \(Self.string(name))}")
  }

  /// One event object, after a comma when it is not the first.
  private mutating func record(_ fields: String) -> String {
    defer { wroteEvent = true }
    return (wroteEvent ? ",\n" : "\n") + "{" + fields + "}"
  }

  private mutating func note(_ time: Duration) {
    if time > lastTime { lastTime = time }
  }

  /// The clock in whole microseconds.
  static func microseconds(_ time: Duration) -> Int64 {
    let (seconds, attoseconds) = time.components
    return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
  }

  static func category(_ kind: LifecycleEvent.Kind) -> String {
    switch LifecycleEventFilter.Kinds(of: kind) {
    case .containment: return "containment"
    case .appearance: return "appearance"
    case .layout: return "layout"
    case .list: return "list"
    case .loadView: return "load-view"
    case .placement: return "placement"
    case .environment: return "environment"
    default: return "state"
    }
  }

  /// `text` as a JSON string literal.
  static func string(_ text: String) -> String { JSONStringLiteral.literal(text) }
}
