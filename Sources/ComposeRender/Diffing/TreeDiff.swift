/// The diff of two tree renders. To diff each tree of a sequence against the one before it,
/// rendering each tree once, use ``TreeDiffer``.
public enum TreeDiff {
  /// The line diff between the renders of two snapshots, or `nil` when they render the same.
  ///
  /// ```text
  /// @@ -1,2 +1,3 @@
  ///  window "main"  visible
  ///  #1 Container "screen"  appeared  view in window
  /// +│  #2 Component "header"  appeared  view in parent
  /// ```
  ///
  /// - Parameters:
  ///   - old: The tree before.
  ///   - new: The tree after.
  ///   - context: The number of unchanged lines shown around each change.
  ///   - renderer: The renderer both trees are rendered with.
  /// - Returns: The diff text, each line ending with a newline, or `nil`.
  /// - Complexity: O(N + M + D²), see ``LineDiff``.
  public static func diff(
    _ old: TreeSnapshot, _ new: TreeSnapshot, context: Int = 3,
    renderer: TreeRenderer = TreeRenderer()
  ) -> String? {
    if old == new { return nil }
    let diff = LineDiff(old: renderer.lines(old), new: renderer.lines(new), context: context)
    return diff.isEmpty ? nil : diff.text
  }
}
