import Compose

extension TreeSnapshot {
  /// Takes a snapshot of `window`'s component tree.
  ///
  /// Components are listed depth-first, parent before children, children in `children` order.
  /// Under each component come, in this order: the plain views inside its view (views that are no
  /// component's view), the sections and entries it contributes (``SnapshotContributing``), then
  /// its children that no entry hosts. Taking a snapshot loads no view and calls no hook (other
  /// than ``SnapshotContributing/contribute(to:)``).
  ///
  /// - Parameter window: The window to capture.
  /// - Complexity: O(components + plain views), iterative: no recursion, whatever the depth.
  public init(of window: Window) {
    self.init(
      window: WindowNode(name: window.name ?? "window", isVisible: window.isVisible),
      nodes: window.rootComponent.map { Self.capture(root: $0) } ?? [])
  }

  private enum Work {
    case component(Component, depth: Int)
    case view(View, depth: Int)
    case node(Node)
  }

  private static func capture(root: Component) -> [Node] {
    var nodes: [Node] = []
    var visited: Set<ObjectIdentifier> = []
    var stack: [Work] = [.component(root, depth: 0)]
    while let work = stack.popLast() {
      switch work {
      case .node(let node):
        nodes.append(node)
      case .view(let view, let depth):
        nodes.append(
          Node(depth: depth, content: .view(ViewNode(name: view.name, isHidden: view.isHidden))))
        for subview in view.subviews.reversed() where subview.owner == nil {
          stack.append(.view(subview, depth: depth + 1))
        }
      case .component(let component, let depth):
        // A contributor hosting a component twice (or an ancestor) shows it once.
        guard visited.insert(ObjectIdentifier(component)).inserted else { continue }
        var contribution = SnapshotContribution()
        (component as? any SnapshotContributing)?.contribute(to: &contribution)
        nodes.append(
          Node(depth: depth, content: .component(node(for: component, contribution: contribution))))
        stack.append(contentsOf: below(component, depth: depth, contribution).reversed())
      }
    }
    return nodes
  }

  /// What comes under a component, in order.
  private static func below(
    _ component: Component, depth: Int, _ contribution: SnapshotContribution
  ) -> [Work] {
    var items: [Work] = []
    if let view = component.viewIfLoaded {
      for subview in view.subviews where subview.owner == nil {
        items.append(.view(subview, depth: depth + 1))
      }
    }
    var hosted: Set<ObjectIdentifier> = []
    for (section, entries) in contribution.sections {
      items.append(.node(Node(depth: depth + 1, content: .section(section))))
      for entry in entries {
        items.append(.node(Node(depth: depth + 2, content: .entry(entry.entry))))
        if let child = entry.hosted {
          hosted.insert(ObjectIdentifier(child))
          items.append(.component(child, depth: depth + 3))
        }
      }
    }
    for child in component.children where !hosted.contains(ObjectIdentifier(child)) {
      items.append(.component(child, depth: depth + 1))
    }
    return items
  }

  private static func node(
    for component: Component, contribution: SnapshotContribution
  ) -> ComponentNode {
    let move: Move? =
      component.isMovingToParent ? .toParent : component.isMovingFromParent ? .fromParent : nil
    return ComponentNode(
      reference: component.reference, appearance: component.appearanceState,
      view: placement(of: component),
      forwardsAppearanceManually: !component.shouldAutomaticallyForwardAppearanceMethods,
      move: move, isTransitioning: component.isTransitioning,
      attributes: contribution.attributes)
  }

  private static func placement(of component: Component) -> ViewPlacement {
    guard let view = component.viewIfLoaded else { return .notLoaded }
    guard let superview = view.superview else { return .notPlaced }
    if superview is Window { return .inWindow }
    guard let enclosing = view.enclosingComponent else {
      return view.window == nil ? .detached : .inWindow
    }
    guard let parent = component.parent, enclosing === parent else {
      return .inOtherComponent(enclosing.reference)
    }
    return superview === parent.viewIfLoaded ? .inParent : .inParentSubview(name: superview.name)
  }
}
