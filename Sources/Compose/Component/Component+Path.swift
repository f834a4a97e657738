extension Component {
  /// The path from the root of this component's tree to this component, for diagnostics.
  ///
  /// Each segment is the type name, followed by the debug name in parentheses when it differs:
  /// `Root("root")/Container/Child("a")`. Paths deeper than 12 levels keep the first 3 and the
  /// last 8 segments around an ellipsis.
  ///
  /// - Complexity: O(depth).
  public final var treePath: String {
    var segments: [String] = []
    var node: Component? = self
    while let current = node {
      segments.append(current.pathSegment)
      node = current.parent
    }
    segments.reverse()
    if segments.count > 12 {
      let hidden = segments.count - 11
      segments = segments.prefix(3) + ["…(\(hidden) more)"] + segments.suffix(8)
    }
    return segments.joined(separator: "/")
  }

  /// This component's segment of ``treePath``: its ``typeName``, followed by its ``traceName`` in
  /// parentheses when they differ (`Detail("second")`). A container's diagnostics name components
  /// with it. UIKit has no counterpart.
  public final var pathSegment: String {
    traceName == typeName ? typeName : "\(typeName)(\"\(traceName)\")"
  }

  /// The root of this component's tree.
  ///
  /// - Complexity: O(depth).
  package final var root: Component {
    var node = self
    while let parent = node.parent { node = parent }
    return node
  }

  /// The window this component's tree is attached to, if any.
  package final var window: Window? { attachedWindow }

  /// The window this component's tree is attached to, if any: the window whose root component
  /// is this component or one of its ancestors, or that presents them.
  ///
  /// UIKit asks the view (`viewController.viewIfLoaded?.window`); a component is attached to its
  /// window even before its view loads, so a container can tell whether an operation is
  /// animated on the window's clock before it places any view. Not named `window`: app code
  /// declares that name in its own components.
  public final var attachedWindow: Window? { context?.window }

  /// Whether `other` keeps this component alive through the strong references the engine holds:
  /// it is this component, an ancestor, or reached going up through parents, ``strongHolder``s
  /// (a state container's content, an adapter's hosted or cached components) and presenters (a
  /// presenter keeps what it presents). Adding `other` as a child of this component would then
  /// make a cycle that nothing releases.
  ///
  /// - Complexity: O(depth), O(1) when `other` has no children and holds nothing.
  // Forced inline: the hot paths measured faster with it (BENCHMARKS.md, "What the annotations
  // buy").
  @inline(__always)
  final func isKeptAlive(by other: Component) -> Bool {
    if other === self { return true }
    // The common case, a new leaf, is answered inline; the walk is a call of its own.
    if other.childList.isEmpty && !other.holdsComponentsStrongly
      && other.presentationRecord?.presented == nil
    {
      return false
    }
    return isKeptAliveThroughStrongHolders(by: other)
  }

  /// ``isKeptAlive(by:)``'s walk up through parents, strong holders and presenters.
  @inline(never)
  private func isKeptAliveThroughStrongHolders(by other: Component) -> Bool {
    var pending: [Component] = [self]
    var seen: Set<ObjectIdentifier> = []
    while let node = pending.popLast() {
      if node === other { return true }
      if let parent = node.parent { pending.append(parent) }
      if let holder = node.strongHolder, seen.insert(ObjectIdentifier(holder)).inserted {
        pending.append(holder)
      }
      if let presenter = node.presentationRecord?.presenting,
        seen.insert(ObjectIdentifier(presenter)).inserted
      {
        pending.append(presenter)
      }
    }
    return false
  }

  /// Whether `other` is this component or one of its ancestors.
  ///
  /// (Window contexts are no shortcut here: a component detached mid-transition keeps its
  /// window's context until the transition ends, so ancestors may differ in context.)
  ///
  /// - Complexity: O(depth), O(1) when `other` has no children.
  final func hasAncestorOrSelf(_ other: Component) -> Bool {
    if other === self { return true }
    if other.childList.isEmpty { return false }
    var node = parent
    while let current = node {
      if current === other { return true }
      node = current.parent
    }
    return false
  }
}
