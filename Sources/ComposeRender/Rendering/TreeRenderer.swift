import Compose

/// Renders a ``TreeSnapshot`` as text, one line per node, in one fixed format.
///
/// The first line is the window; then each node, indented by `│  ` per level of depth:
///
/// ```text
/// window "main"  visible
/// #1 Container "screen"  appeared  view in window
/// │  #2 Label "header"  appeared  view in parent  text "Header"
/// │  #3 Container "feed"  disappearing  view in parent  moving from parent
/// │  │  #4 Component "card"  disappearing  view in parent
/// │  #5 Component "detail"  appearing  view in parent  moving to parent
/// ```
///
/// A **component** line is `#n Type "name"` (the ``Compose/ComponentReference``: the per-window
/// instance number, the type, the debug name unless it equals the type), then, separated by two
/// spaces:
/// - the appearance state: `disappeared`, `appearing`, `appeared`, `disappearing`;
/// - where its view is: `view not loaded`, `view not placed`, `view in window`,
///   `view in parent`, `view in parent › "content"` (in a plain subview of the parent's view),
///   `view in cell` (in a list cell's content view inside the parent's view),
///   `view in #7 Other "x" (misplaced)`, `view detached`;
/// - when they apply: `manual forwarding` (`shouldAutomaticallyForwardAppearanceMethods` is
///   `false`), `moving to parent` / `moving from parent` (between `willMove(toParent:)` and
///   `didMove(toParent:)`), `transition in flight` (a transition runs on it as a container);
/// - `title "…"` when it has a ``Compose/Component/title`` (and `navigation title "…"` when its
///   navigation item has a different one), unless its attributes show a `title` themselves;
/// - its attributes (``SnapshotContributing``) as `name value`, for example `text "Header"`.
///
/// A **plain view** inside a component's view is `view "content"` (`view` when unnamed), with
/// `hidden` when hidden and its attributes (``ViewSnapshotContributing``). A **section** is its
/// kind and attributes, an **entry** likewise, and the component an entry hosts follows it one
/// level deeper. An empty window prints `(no root component)`. Lists and containers:
///
/// ```text
/// #1 FilmstripScreen "filmstrip"  appeared  view in window
/// │  view "films"  list vertical  offset 100  cells created 3  pooled 0
/// │  │  rows  visible [0, 1]…[0, 3] of 20
/// │  │  │  row  indexPath [0, 3]  cell #1 "film"
/// │  │  │  │  #14 FilmRow "film 3"  appeared  view in cell  title "Film 3"
/// #1 NavigationContainer "nav"  appeared  view in window
/// │  stack  depth 2
/// │  │  item  index 1  top
/// │  │  │  #3 Component "detail"  appeared  view in parent
/// │  presentation
/// │  │  presented  style fullScreen
/// │  │  │  #4 Label "sheet"  appeared  view in window  text "Sheet"
/// ```
///
/// A row is its index path (`section.row`) and its cell (`cell #1 "film"`: the cell's number in its
/// list and its reuse identifier; a number seen on another row is a reused cell). Tab containers
/// show `tabs  selected 1` and `tab  index 1  selected`; state containers `state loading` on their
/// line.
///
/// Indentation stops growing at depth 32; deeper lines show their depth instead
/// (`│  ` × 32 then `(depth 40) `), so that a 100,000-level tree prints in linear size.
/// Memory addresses never appear, and rendering the same tree twice gives the same text.
public struct TreeRenderer: Sendable {
  /// The depth beyond which indentation stops growing.
  public static let maximumIndentedDepth = 32

  /// Creates a renderer.
  public init() {}

  /// The text of `snapshot`, one line per node, each ending with a newline.
  ///
  /// - Parameter snapshot: The tree to render.
  /// - Returns: The text.
  /// - Complexity: O(nodes), iterative.
  public func render(_ snapshot: TreeSnapshot) -> String {
    lines(snapshot).map { $0 + "\n" }.joined()
  }

  /// The lines of `snapshot`, without newlines.
  ///
  /// - Parameter snapshot: The tree to render.
  /// - Returns: The window line followed by one line per node.
  public func lines(_ snapshot: TreeSnapshot) -> [String] {
    var lines = [
      "window \(quoted(snapshot.window.name))  \(snapshot.window.isVisible ? "visible" : "hidden")"
    ]
    if snapshot.nodes.isEmpty { lines.append("(no root component)") }
    var guides = [""]
    for node in snapshot.nodes {
      let level = min(max(node.depth, 0), Self.maximumIndentedDepth)
      while guides.count <= level { guides.append(guides[guides.count - 1] + "│  ") }
      let overflow = node.depth > level ? "(depth \(node.depth)) " : ""
      lines.append(guides[level] + overflow + line(for: node.content))
    }
    return lines
  }

  /// One node's line, without indentation.
  ///
  /// - Parameter content: The node's content.
  /// - Returns: The line.
  public func line(for content: TreeSnapshot.Content) -> String {
    switch content {
    case .component(let component):
      var parts = [
        component.reference.description, component.appearance.rawValue,
        "view \(component.view)",
      ]
      if component.forwardsAppearanceManually { parts.append("manual forwarding") }
      if let move = component.move { parts.append(move.rawValue) }
      if component.isTransitionInFlight { parts.append("transition in flight") }
      parts += component.attributes.map(describe)
      return parts.joined(separator: "  ")
    case .view(let view):
      var parts = [view.name.map { "view \(quoted($0))" } ?? "view"]
      if view.isHidden { parts.append("hidden") }
      parts += view.attributes.map(describe)
      return parts.joined(separator: "  ")
    case .section(let section):
      return ([section.kind] + section.attributes.map(describe)).joined(separator: "  ")
    case .entry(let entry):
      return ([entry.kind] + entry.attributes.map(describe)).joined(separator: "  ")
    }
  }

  private func describe(_ attribute: TreeSnapshot.Attribute) -> String {
    attribute.value.isEmpty ? attribute.name : "\(attribute.name) \(attribute.value)"
  }

  private func quoted(_ text: String) -> String { "\"\(text)\"" }
}
