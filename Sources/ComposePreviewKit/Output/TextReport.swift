import Compose
import ComposeRender

/// The text output of `compose-preview run`: for each step its title, its lifecycle events (and
/// diagnostics), then the tree diff, and with `--full` the whole tree.
///
/// ```text
/// step 3: screen.embed(header)
///   #2 Component "header": willMove(toParent: #1 Container "screen")
///   ...
///   tree diff:
///     @@ -1,2 +1,3 @@
///      window "main"  visible
///      #1 Container "screen"  appeared  view in window
///     +│  #2 Component "header"  appeared  view in parent
/// ```
///
/// An audit finding prints under the step that caused it (`  ! audit: kind at path: message`,
/// then the component's recent events), and a count after the last step.
///
/// Each tree is rendered once (``TreeDiffer``), and lines are coloured by what they are (the
/// printer's line kinds, the diff's line tags), never by their first character.
struct TextReport: ReportWriter {
  var showsFullTrees = false
  var style = TerminalStyle(isEnabled: false)
  var printer = EventLogPrinter()
  var renderer = TreeRenderer()
  /// The tree before the next step.
  private var differ: TreeDiffer?

  init(
    showsFullTrees: Bool = false, style: TerminalStyle = TerminalStyle(isEnabled: false),
    printer: EventLogPrinter = EventLogPrinter()
  ) {
    self.showsFullTrees = showsFullTrees
    self.style = style
    self.printer = printer
  }

  mutating func start(_ tree: TreeSnapshot?) -> String {
    var differ = TreeDiffer(renderer: renderer)
    if let tree { differ.next(tree) }
    self.differ = differ
    return ""
  }

  mutating func step(_ step: EventLog.Step, number: Int) -> String {
    var differ = self.differ ?? TreeDiffer(renderer: renderer)
    let text = lines(for: step, number: number, differ: &differ).map { $0 + "\n" }.joined()
    self.differ = differ
    return text
  }

  /// `audit: no findings` or `audit: 2 findings` after the last step, when an auditor watched
  /// (each finding is printed under the step that caused it).
  func finish(findings: [AuditFinding]?) -> String {
    guard let findings else { return "" }
    if findings.isEmpty { return "audit: no findings\n" }
    return "audit: \(findings.count) finding\(findings.count == 1 ? "" : "s")\n"
  }

  /// One step's lines, without newlines; `differ` holds the tree before the step.
  func lines(for step: EventLog.Step, number: Int, differ: inout TreeDiffer) -> [String] {
    var lines: [String] = []
    for line in printer.lines(for: step, number: number) {
      switch line.kind {
      case .title: lines.append(style.bold(line.text))
      case .remark: lines.append(style.yellow(line.text))
      case .event, .noEvents: lines.append(line.text)
      }
    }
    for finding in step.findings {
      let description = "\(finding)".split(separator: "\n", omittingEmptySubsequences: false)
      lines.append(style.yellow("  ! audit: " + (description.first ?? "")))
      lines += description.dropFirst().map { "    " + $0 }
    }
    guard let tree = step.tree else { return lines }
    let rendered = differ.next(tree)
    if showsFullTrees {
      lines.append("  tree:")
      lines += rendered.lines.map { "    " + $0 }
    }
    guard let diff = rendered.diff else { return lines }
    if diff.isEmpty {
      lines.append("  tree unchanged")
      return lines
    }
    lines.append("  tree diff:")
    for hunk in diff.hunks {
      lines.append("    " + style.cyan(hunk.header))
      for line in hunk.lines {
        switch line {
        case .context: lines.append("    " + line.unified)
        case .removed: lines.append("    " + style.red(line.unified))
        case .added: lines.append("    " + style.green(line.unified))
        }
      }
    }
    return lines
  }
}
