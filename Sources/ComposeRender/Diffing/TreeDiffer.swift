/// Diffs each tree of a sequence against the one before it, rendering each tree once: the lines
/// of the previous tree are kept for the next diff, and a tree equal to the previous one is not
/// rendered again.
///
/// ```swift
/// var differ = TreeDiffer()
/// differ.next(before)           // the first tree: its lines, no diff
/// let step = differ.next(after) // its lines, and the diff from the tree before
/// step.diff?.hunks              // empty when the tree is unchanged
/// ```
///
/// The reports of `compose-preview` print a step's tree (`--full`) from ``Step/lines`` and its
/// diff from ``Step/diff``, so a step costs one render and one ``LineDiff``.
public struct TreeDiffer {
  /// One tree of the sequence: its render and the diff from the tree before it.
  public struct Step: Hashable, Sendable {
    /// The tree's lines, as ``TreeRenderer/lines(_:)`` renders them.
    public var lines: [String]
    /// The diff from the previous tree's lines (empty when they render the same), or `nil` for
    /// the first tree.
    public var diff: LineDiff?
  }

  /// The number of unchanged lines shown around each change.
  public var context: Int
  private let render: (TreeSnapshot) -> [String]
  private var previous: (tree: TreeSnapshot, lines: [String])?

  /// Creates a differ that has seen no tree yet.
  ///
  /// - Parameters:
  ///   - renderer: The renderer every tree is rendered with.
  ///   - context: The number of unchanged lines shown around each change.
  public init(renderer: TreeRenderer = TreeRenderer(), context: Int = 3) {
    self.init(context: context, render: renderer.lines)
  }

  /// Creates a differ rendering trees with `render`: a renderer of one's own, or one that counts
  /// the renders.
  ///
  /// - Parameters:
  ///   - context: The number of unchanged lines shown around each change.
  ///   - render: Renders a tree into the lines that are diffed.
  public init(context: Int = 3, render: @escaping (TreeSnapshot) -> [String]) {
    self.context = context
    self.render = render
  }

  /// Takes the next tree: renders it (unless it equals the previous one) and diffs it against
  /// the previous tree's lines.
  ///
  /// - Parameter tree: The tree after the previous one.
  /// - Returns: Its lines and the diff; the diff is `nil` for the first tree.
  /// - Complexity: O(N + M + D²), see ``LineDiff``; O(N) when the tree is unchanged.
  @discardableResult
  public mutating func next(_ tree: TreeSnapshot) -> Step {
    guard let previous else {
      let lines = render(tree)
      self.previous = (tree, lines)
      return Step(lines: lines, diff: nil)
    }
    if previous.tree == tree {
      return Step(lines: previous.lines, diff: LineDiff(old: [], new: [], context: context))
    }
    let lines = render(tree)
    let diff = LineDiff(old: previous.lines, new: lines, context: context)
    self.previous = (tree, lines)
    return Step(lines: lines, diff: diff)
  }
}
