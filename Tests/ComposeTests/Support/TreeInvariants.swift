import Compose
import Testing

/// Checks a settled window: the engine's own invariants (``Window/invariantViolations()``: parents
/// and children agree, views and appearance bookkeeping hold), and what only a settled window of
/// correct code satisfies: every placed child's view sits in its parent's part of the hierarchy,
/// nothing is half-way through a transition or a move, and each component is appeared exactly
/// when contract §3 says it is visible.
enum TreeInvariants {
  /// The problems found in `window`'s tree (its root and every presented component), empty when
  /// all is well. Call it when the clock is idle.
  static func problems(in window: Window) -> [String] {
    var problems = window.invariantViolations().map { "\($0)" }
    var roots: [Component] = window.rootComponent.map { [$0] } ?? []
    var next = window.rootComponent?.presentedComponent
    while let presented = next {
      roots.append(presented)
      next = presented.presentedComponent
    }
    for root in roots {
      if root.parent != nil { problems.append("\(root.treePath): a tree root with a parent") }
      var stack: [Component] = [root]
      while let node = stack.popLast() {
        problems += nodeProblems(node)
        stack.append(contentsOf: node.children)
      }
    }
    return problems
  }

  private static func nodeProblems(_ node: Component) -> [String] {
    var problems: [String] = []
    let path = node.treePath
    if node.appearanceState.isTransitioning {
      problems.append("\(path): still \(node.appearanceState)")
    }
    if node.isMovingToParent || node.isMovingFromParent {
      problems.append("\(path): still moving (to \(node.isMovingToParent))")
    }
    if let parent = node.parent, let view = node.viewIfLoaded, view.superview != nil,
      view.enclosingComponent !== parent
    {
      problems.append("\(path): view placed outside its parent's view")
    }
    if node.appearanceState == .appeared, !isVisible(node) {
      problems.append("\(path): appeared but not visible")
    }
    if node.appearanceState == .disappeared, isVisible(node) {
      problems.append("\(path): visible but disappeared")
    }
    return problems
  }

  /// Contract §3: in a visible window, and every container above it appeared.
  private static func isVisible(_ node: Component) -> Bool {
    guard let view = node.viewIfLoaded, view.window?.isVisible == true else { return false }
    guard let parent = node.parent else { return true }
    return parent.appearanceState == .appeared
      && parent.shouldAutomaticallyForwardAppearanceMethods
  }
}

/// Compares recorded lines with the expected ones and, on a mismatch, records the actual lines
/// as a Swift array literal, ready to be read (and pinned) in the failure message.
func expectLines(
  _ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let literal = actual.map { "  \"\($0)\"," }.joined(separator: "\n")
  Issue.record("lines differ; actual:\n[\n\(literal)\n]", sourceLocation: sourceLocation)
}
