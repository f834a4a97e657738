import Compose
import ComposeRender

/// `--format markdown`: a report to paste into a pull request. Each step is a heading with its
/// title as code, its events (with diagnostics and notes) in a fenced block, its audit findings
/// as a quote, and its tree diff in a fenced `diff` block (GitHub colours the `-` and `+` lines).
///
/// ````markdown
/// #### Step 3: `screen.embed(header)`
///
/// ```text
/// #2 Component "header": willMove(toParent: #1 Container "screen")
/// ```
///
/// ```diff
/// @@ -1,2 +1,3 @@
///  window "main"  visible
/// +│  #2 Component "header"  appeared  view in parent
/// ```
/// ````
struct MarkdownReport: ReportWriter {
  /// The scene's name or the scenario file's path, in the first line.
  var scenario: String
  var showsFullTrees = false
  var printer = EventLogPrinter()
  var renderer = TreeRenderer()
  private var differ: TreeDiffer?

  init(scenario: String, showsFullTrees: Bool = false, printer: EventLogPrinter = EventLogPrinter())
  {
    self.scenario = scenario
    self.showsFullTrees = showsFullTrees
    self.printer = printer
  }

  mutating func start(_ tree: TreeSnapshot?) -> String {
    var differ = TreeDiffer(renderer: renderer)
    if let tree { differ.next(tree) }
    self.differ = differ
    return "### `compose-preview run` \(Self.code(scenario))\n"
  }

  mutating func step(_ step: EventLog.Step, number: Int) -> String {
    let clock = step.time == .zero ? "" : " (t=\(ValueFormat.seconds(step.time)))"
    var out = "\n#### Step \(number): \(Self.code(step.title))\(clock)\n\n"
    let lines = printer.lines(for: step, number: number).dropFirst().map { $0.text.dropFirst(2) }
    out += Self.fenced(lines.map(String.init), language: "text")
    for finding in step.findings {
      let path = Self.code(finding.path)
      out += "\n> **audit** `\(finding.kind.rawValue)` at \(path): \(finding.message)\n"
    }
    var differ = self.differ ?? TreeDiffer(renderer: renderer)
    if let tree = step.tree {
      let rendered = differ.next(tree)
      if showsFullTrees { out += "\n" + Self.fenced(rendered.lines, language: "text") }
      if let diff = rendered.diff {
        let lines = diff.hunks.flatMap { [$0.header] + $0.lines.map(\.unified) }
        out += "\n" + (lines.isEmpty ? "Tree unchanged.\n" : Self.fenced(lines, language: "diff"))
      }
    }
    self.differ = differ
    return out
  }

  func finish(findings: [AuditFinding]?) -> String {
    guard let findings else { return "" }
    let count =
      findings.isEmpty
      ? "no findings" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
    return "\n**audit**: \(count)\n"
  }

  /// `text` as inline code, with a longer run of backticks when it contains backticks.
  static func code(_ text: String) -> String {
    let fence = String(repeating: "`", count: longestBacktickRun(in: text) + 1)
    let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
    return fence + padding + text + padding + fence
  }

  /// `lines` in a fenced block longer than any run of backticks they hold.
  static func fenced(_ lines: [String], language: String) -> String {
    let longest = lines.map(longestBacktickRun).max() ?? 0
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + language + "\n" + lines.map { $0 + "\n" }.joined() + fence + "\n"
  }

  private static func longestBacktickRun(in text: String) -> Int {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }
}
