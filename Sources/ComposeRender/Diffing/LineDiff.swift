/// A line diff of two texts, shaped like a unified diff: hunks of `-` (removed), `+` (added) and
/// ` ` (context) lines.
///
/// ```swift
/// LineDiff.diff("a\nb\nc\n", "a\nB\nc\n")
/// ```
///
/// ```text
/// @@ -1,3 +1,3 @@
///  a
/// -b
/// +B
///  c
/// ```
///
/// The common prefix and suffix are skipped in one pass, then the middle is compared with Myers'
/// O((N+M)·D) algorithm (D the number of lines removed and added), iteratively. Past
/// ``maximumEditDistance`` edits the middle is reported as removed then added as a whole, so that
/// two unrelated large texts still take linear time. ``operations`` counts the work done, so
/// tests can check the complexity without timing.
public struct LineDiff: Hashable, Sendable {
  /// One line of a hunk.
  public enum Line: Hashable, Sendable {
    /// A line both texts have, shown around changes.
    case context(String)
    /// A line only the old text has.
    case removed(String)
    /// A line only the new text has.
    case added(String)
  }

  /// A run of changes with their context.
  public struct Hunk: Hashable, Sendable {
    /// The first old line of the hunk, 1-based (the line before it when the hunk has none).
    public var oldStart: Int
    /// The number of old lines in the hunk (context and removed).
    public var oldCount: Int
    /// The first new line of the hunk, 1-based (the line before it when the hunk has none).
    public var newStart: Int
    /// The number of new lines in the hunk (context and added).
    public var newCount: Int
    /// The lines, in order.
    public var lines: [Line]
  }

  /// The default number of edits past which the middle is reported wholesale.
  public static let maximumEditDistance = 2_000

  /// The hunks; empty when the texts are equal.
  public var hunks: [Hunk]
  /// The work done: one per diagonal tried and one per line compared.
  public var operations: Int

  /// Compares two lists of lines.
  ///
  /// - Parameters:
  ///   - old: The old lines.
  ///   - new: The new lines.
  ///   - context: The number of unchanged lines shown around each change.
  ///   - maximumEditDistance: The number of edits past which the middle is replaced wholesale.
  /// - Complexity: O(N + M + D²) time with D ≤ `maximumEditDistance`, O(N + M + D²) memory.
  public init(
    old: [String], new: [String], context: Int = 3,
    maximumEditDistance: Int = LineDiff.maximumEditDistance
  ) {
    var script = EditScript(old: old, new: new, maximumEditDistance: maximumEditDistance)
    operations = script.operations
    hunks = Self.hunks(of: script.take(), old: old, new: new, context: max(context, 0))
  }

  /// Whether the texts were equal.
  public var isEmpty: Bool { hunks.isEmpty }

  /// The diff of two texts, or `nil` when they are equal.
  ///
  /// - Parameters:
  ///   - old: The old text.
  ///   - new: The new text.
  ///   - context: The number of unchanged lines shown around each change.
  /// - Returns: The hunks as text, each line ending with a newline, or `nil`.
  public static func diff(_ old: String, _ new: String, context: Int = 3) -> String? {
    if old == new { return nil }
    let diff = LineDiff(old: lines(of: old), new: lines(of: new), context: context)
    return diff.isEmpty ? nil : diff.text
  }

  /// The hunks as text: `@@ -1,3 +1,3 @@` headers and `-` / `+` / ` ` lines, each line ending
  /// with a newline.
  public var text: String {
    var out = ""
    for hunk in hunks {
      out += hunk.header + "\n"
      for line in hunk.lines { out += line.unified + "\n" }
    }
    return out
  }

  /// The lines of `text`, without their newlines; a final newline ends the last line.
  ///
  /// - Parameter text: The text.
  /// - Returns: Its lines.
  public static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") || text.isEmpty { lines.removeLast() }
    return lines
  }
}
