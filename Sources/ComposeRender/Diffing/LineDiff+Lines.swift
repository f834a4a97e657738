extension LineDiff.Line {
  /// The line's text, without its marker.
  public var text: String {
    switch self {
    case .context(let text), .removed(let text), .added(let text): return text
    }
  }

  /// The line as a unified diff writes it: ` text`, `-text` or `+text`.
  public var unified: String {
    switch self {
    case .context(let text): return " " + text
    case .removed(let text): return "-" + text
    case .added(let text): return "+" + text
    }
  }
}

extension LineDiff.Hunk {
  /// The hunk's header as a unified diff writes it: `@@ -1,3 +1,4 @@`.
  public var header: String { "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@" }
}
