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
struct TextReport {
  var showsFullTrees = false
  var style = TerminalStyle(isEnabled: false)
  var printer = EventLogPrinter()
  var renderer = TreeRenderer()

  func render(_ log: EventLog) -> String {
    var lines: [String] = []
    var previous = log.initialTree
    for (index, step) in log.steps.enumerated() {
      for (position, line) in printer.lines(for: step, number: index + 1).enumerated() {
        if position == 0 {
          lines.append(style.bold(line))
        } else {
          lines.append(line.hasPrefix("  ! ") ? style.yellow(line) : line)
        }
      }
      guard let tree = step.tree else { continue }
      if showsFullTrees {
        lines.append("  tree:")
        lines += renderer.lines(tree).map { "    " + $0 }
      }
      if let previous, let diff = TreeDiff.diff(previous, tree, renderer: renderer) {
        lines.append("  tree diff:")
        lines += LineDiff.lines(of: diff).map { "    " + color($0) }
      } else if previous != nil {
        lines.append("  tree unchanged")
      }
      previous = tree
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private func color(_ line: String) -> String {
    switch line.first {
    case "+": return style.green(line)
    case "-": return style.red(line)
    case "@": return style.cyan(line)
    default: return line
    }
  }
}
