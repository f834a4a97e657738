import Compose
import ComposeRender

/// The JSON output of `compose-preview run --format json`: sorted keys, one object per step.
///
/// ```json
/// {"scenario": "containment", "steps": [{"number": 1, "title": "...", "time": 0,
///   "events": [{"component": {"name": "header", "number": 2, "type": "Component"},
///     "event": "viewWillAppear", "arguments": {"animated": false}, "time": 0}, ...],
///   "diagnostics": [...], "notes": [],
///   "treeDiff": [{"oldStart": 1, "oldCount": 2, "newStart": 1, "newCount": 3,
///     "lines": [{"kind": "context", "text": "window \"main\"  visible"}, ...]}],
///   "tree": {...}}]}
/// ```
///
/// `events` holds the events the text report prints (the printer's filter), each as fields (see
/// `JSONReport+Event.swift`); `treeDiff` holds the hunks of the tree diff as values, `null` when
/// the step left the tree unchanged; `tree` is present with `--full`. Each tree is rendered once
/// (``TreeDiffer``).
struct JSONReport {
  var showsFullTrees = false
  var renderer = TreeRenderer()
  /// The kinds of event written: the same as the text report's.
  var filter = EventLogPrinter().filter

  /// The document, written one step at a time (each step's value is dropped once written);
  /// the same text as `JSONOutput.object(["scenario": ..., "steps": [...]]).text`.
  func render(_ log: EventLog, scenario: String) -> String {
    var differ = TreeDiffer(renderer: renderer)
    if let initialTree = log.initialTree { differ.next(initialTree) }
    var out = "{\n  \"scenario\": "
    JSONOutput.writeString(scenario, to: &out)
    out += ",\n  \"steps\": "
    if log.steps.isEmpty { return out + "[]\n}\n" }
    out += "[\n"
    for (index, step) in log.steps.enumerated() {
      out += "    "
      self.step(step, number: index + 1, differ: &differ).write(to: &out, indent: "    ")
      out += index == log.steps.count - 1 ? "\n" : ",\n"
    }
    return out + "  ]\n}\n"
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
