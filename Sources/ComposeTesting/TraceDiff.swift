import ComposeRender

/// The readable difference between an expected and an actual trace, for failure messages.
enum TraceDiff {
  /// `nil` when the traces are equal; otherwise the line diff (`-` expected, `+` actual, with
  /// context), each changed line marked: `missing` (expected, never happened), `extra` (happened,
  /// not expected) or `out of order` (both expected and happened, elsewhere), then the actual
  /// trace as a Swift array literal ready to paste.
  static func describe(expected: [String], actual: [String]) -> String? {
    guard expected != actual else { return nil }
    // Counted, not sets: a callback that came twice is extra, not out of order.
    let expectedCounts = expected.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
    let actualCounts = actual.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
    let diff =
      LineDiff.diff(lines(expected), lines(actual))
      ?? "(the traces differ only in their last line break)\n"
    var marked: [String] = []
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
      let text = String(line.dropFirst())
      switch line.first {
      case "-":
        let moved = actualCounts[text, default: 0] >= expectedCounts[text, default: 0]
        marked.append("\(line)    ← \(moved ? "out of order" : "missing")")
      case "+":
        let moved = expectedCounts[text, default: 0] >= actualCounts[text, default: 0]
        marked.append("\(line)    ← \(moved ? "out of order" : "extra")")
      default: marked.append(String(line))
      }
    }
    return "the trace differs (- expected, + actual):\n" + marked.joined(separator: "\n")
      + "\n\nactual trace, ready to paste:\n" + swiftLiteral(actual)
  }

  /// `[\n  "a",\n  "b",\n]`, escaped as Swift string literals (`ValueFormat.quoted(_:)`).
  static func swiftLiteral(_ lines: [String]) -> String {
    guard !lines.isEmpty else { return "[]" }
    let body = lines.map { "  \(ValueFormat.quoted($0))," }.joined(separator: "\n")
    return "[\n\(body)\n]"
  }

  private static func lines(_ trace: [String]) -> String {
    trace.map { $0 + "\n" }.joined()
  }
}
