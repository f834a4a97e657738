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
/// Each tree is rendered once (``TreeDiffer``), and lines are coloured by what they are (the
/// printer's line kinds, the diff's line tags), never by their first character.
struct TextReport {
  var showsFullTrees = false
  var style = TerminalStyle(isEnabled: false)
  var printer = EventLogPrinter()
  var renderer = TreeRenderer()

  func render(_ log: EventLog) -> String {
    var out = ""
    var differ = TreeDiffer(renderer: renderer)
    if let initialTree = log.initialTree { differ.next(initialTree) }
    for (index, step) in log.steps.enumerated() {
      for line in lines(for: step, number: index + 1, differ: &differ) { out += line + "\n" }
    }
    return out
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
