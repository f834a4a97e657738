import Compose

/// A `Sendable` value copy of a window's component tree: what the renderer, the diff and the JSON
/// output work from, so that a tree can be shown from any isolation domain.
///
/// The tree is stored flat, in depth-first pre-order, each ``Node`` with its depth: that is how it
/// is printed, and it lets every operation (capture, equality, rendering, release) run as a loop
/// even for a tree 100,000 levels deep.
///
/// ```swift
/// let snapshot = TreeSnapshot(of: window)
/// print(TreeRenderer().render(snapshot))
/// ```
///
/// Components are named by ``Compose/ComponentReference`` (per-window instance number, type and
/// debug name), never by memory address, so two runs of the same scenario give equal snapshots.
public struct TreeSnapshot: Hashable, Sendable {
  /// The window the tree is in.
  public var window: WindowNode
  /// The nodes in depth-first pre-order: a node's descendants follow it, deeper than it.
  public var nodes: [Node]

  /// Creates a snapshot from its parts.
  ///
  /// - Parameters:
  ///   - window: The window's summary.
  ///   - nodes: The nodes in depth-first pre-order.
  public init(window: WindowNode, nodes: [Node]) {
    self.window = window
    self.nodes = nodes
  }
}

extension TreeSnapshot {
  /// The window line of a snapshot: its debug name and whether it is visible.
  public struct WindowNode: Hashable, Sendable {
    /// The window's debug name.
    public var name: String
    /// Whether the window is visible (shown with `makeKeyAndVisible()`).
    public var isVisible: Bool

    /// Creates a window summary.
    public init(name: String, isVisible: Bool) {
      self.name = name
      self.isVisible = isVisible
    }
  }

  /// One line of the tree: what it shows and how deep it is.
  public struct Node: Hashable, Sendable {
    /// The depth below the root component, which has depth 0.
    public var depth: Int
    /// What the node shows.
    public var content: Content

    /// Creates a node.
    public init(depth: Int, content: Content) {
      self.depth = depth
      self.content = content
    }
  }

  /// What a node shows.
  ///
  /// Containers that arrive later (lists, navigation, tabs, state containers) need no new case:
  /// they describe themselves with ``Section`` and ``Entry`` nodes through
  /// ``SnapshotContributing``.
  public enum Content: Hashable, Sendable {
    /// A component, with its state and its view's placement.
    case component(ComponentNode)
    /// A plain view (one that is no component's view) inside a component's view.
    case view(ViewNode)
    /// A group a container shows below its line: a list's visible rows, a navigation stack.
    case section(Section)
    /// One entry of a section: a row and its cell, a stack position, a tab. The component it
    /// hosts, if any, follows it one level deeper.
    case entry(Entry)
  }
}
