import Compose
import ComposeRender

/// The JSON output of `compose-preview run --format json`: sorted keys, one object per step.
///
/// ```json
/// {"scenario": "containment", "schemaVersion": 1, "steps": [{"number": 1, "title": "...", "time": 0,
///   "events": [{"component": {"name": "header", "number": 2, "type": "Component"},
///     "hook": "viewWillAppear", "arguments": {"animated": false}, "time": 0}, ...],
///   "diagnostics": [...], "notes": [],
///   "treeDiff": [{"oldStart": 1, "oldCount": 2, "newStart": 1, "newCount": 3,
///     "lines": [{"kind": "context", "text": "window \"main\"  visible"}, ...]}],
///   "tree": {...}}]}
/// ```
///
/// `schemaVersion` (``schemaVersion``) tells the layout. With `--audit` each step has a
/// `findings` array: what the auditor found during the step, each as `{"kind", "component",
/// "path", "message", "events"}` (`component` is `null` for an object that is not a component).
///
/// `events` holds the events the text report prints (the printer's filter), each as fields (see
/// `JSONReport+Event.swift`); `treeDiff` holds the hunks of the tree diff as values, `null` when
/// the step left the tree unchanged; `tree` is present with `--full`. Each tree is rendered once
/// (``TreeDiffer``).
struct JSONReport: ReportWriter {
  /// The version of the document's layout, `schemaVersion` at its top: raised when a field
  /// changes meaning or goes away (a new field keeps it).
  static let schemaVersion = 1

  var showsFullTrees = false
  var renderer = TreeRenderer()
  /// The kinds of event written: the same as the text report's.
  var filter = EventLogPrinter().filter
  /// Whether each step has a `findings` array (`--audit`).
  var includesFindings = false
  /// The scene's name or the scenario file's path.
  var scenario = ""
  /// The tree before the next step.
  private var differ: TreeDiffer?
  /// Whether a step was written (the next one follows a comma).
  private var wroteStep = false

  init(
    showsFullTrees: Bool = false, scenario: String = "", filter: LifecycleEventFilter = .standard,
    includesFindings: Bool = false
  ) {
    self.showsFullTrees = showsFullTrees
    self.scenario = scenario
    self.filter = filter
    self.includesFindings = includesFindings
  }

  /// `{"scenario": ..., "schemaVersion": 1, "steps": [`: the keys before the steps, sorted.
  mutating func start(_ tree: TreeSnapshot?) -> String {
    var differ = TreeDiffer(renderer: renderer)
    if let tree { differ.next(tree) }
    self.differ = differ
    var out = "{\n  \"scenario\": "
    JSONOutput.writeString(scenario, to: &out)
    return out + ",\n  \"schemaVersion\": \(Self.schemaVersion),\n  \"steps\": ["
  }

  mutating func step(_ step: EventLog.Step, number: Int) -> String {
    var differ = self.differ ?? TreeDiffer(renderer: renderer)
    var out = wroteStep ? ",\n    " : "\n    "
    self.step(step, number: number, differ: &differ).write(to: &out, indent: "    ")
    self.differ = differ
    wroteStep = true
    return out
  }

  func finish(findings: [AuditFinding]?) -> String {
    wroteStep ? "\n  ]\n}\n" : "]\n}\n"
  }

  /// One step's object; `differ` holds the tree before the step.
  func step(_ step: EventLog.Step, number: Int, differ: inout TreeDiffer) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "number": .int(number),
      "title": .string(step.title),
      "time": Self.seconds(step.time),
      "events": .array(step.events.filter(filter.keeps).map(Self.event)),
      "diagnostics": .array(
        step.diagnostics.map {
          .object([
            "code": .string($0.code.rawValue), "path": .string($0.path),
            "message": .string($0.message),
          ])
        }),
      "notes": .array(step.notes.map { .string($0) }),
      "treeDiff": .null,
    ]
    if includesFindings { object["findings"] = .array(step.findings.map(Self.finding)) }
    if let tree = step.tree {
      if let diff = differ.next(tree).diff, !diff.isEmpty {
        object["treeDiff"] = .array(diff.hunks.map(Self.hunk))
      }
      if showsFullTrees { object["tree"] = self.tree(tree) }
    }
    return .object(object)
  }

  /// Seconds as a JSON number: `0`, `0.3` (whole milliseconds, as the text report prints them).
  static func seconds(_ duration: Duration) -> JSONOutput {
    let milliseconds = ValueFormat.milliseconds(duration)
    return milliseconds % 1000 == 0
      ? .int(Int(milliseconds / 1000)) : .double(Double(milliseconds) / 1000)
  }

  /// `{"oldStart": 1, "oldCount": 2, "newStart": 1, "newCount": 3, "lines": [...]}`, each line
  /// `{"kind": "context" | "removed" | "added", "text": "..."}`.
  static func hunk(_ hunk: LineDiff.Hunk) -> JSONOutput {
    .object([
      "oldStart": .int(hunk.oldStart), "oldCount": .int(hunk.oldCount),
      "newStart": .int(hunk.newStart), "newCount": .int(hunk.newCount),
      "lines": .array(
        hunk.lines.map { line in
          let kind: String
          switch line {
          case .context: kind = "context"
          case .removed: kind = "removed"
          case .added: kind = "added"
          }
          return .object(["kind": .string(kind), "text": .string(line.text)])
        }),
    ])
  }
}
