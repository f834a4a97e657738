import Compose

@MainActor
extension TreeSnapshot {
  /// Takes a snapshot of `window`'s component tree.
  ///
  /// Components are listed depth-first, parent before children, children in `children` order.
  /// Under each component come, in this order: the plain views inside its view (views that are no
  /// component's view; a view adopting ``ViewSnapshotContributing``, such as a list, shows its
  /// contribution instead of its subviews, and the components its entries host), the sections
  /// and entries it contributes (``SnapshotContributing``), what it presents when it is the root
  /// of a presentation context (a `presentation` section), then its children that no entry
  /// hosts. Taking a snapshot loads no view and calls no hook (other than the `contribute(to:)`
  /// methods).
  ///
  /// - Parameter window: The window to capture.
  /// - Complexity: O(components + plain views + displayed rows), iterative: no recursion,
  ///   whatever the depth.
  public init(of window: Window) {
    self.init(
      window: WindowNode(name: window.traceName ?? "window", isVisible: window.isVisible),
      nodes: window.rootComponent.map { Self.capture(root: $0) } ?? [])
  }

  private enum Work {
    case component(Component, depth: Int)
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
    var hosted: Set<ObjectIdentifier> = []
    if let view = component.viewIfLoaded {
      items += plainViews(in: view, depth: depth + 1, hosted: &hosted)
    }
    var sections = contribution.sections
    if component.parent == nil, let presented = component.presentedComponent {
      var attributes = [Attribute("style", presented.presentationStyle?.rawValue ?? "none")]
      if presented.isBeingPresented { attributes.append(Attribute("being presented", "")) }
      if presented.isBeingDismissed { attributes.append(Attribute("being dismissed", "")) }
      sections.append(
        (
          Section(kind: "presentation"),
          [.init(entry: Entry(kind: "presented", attributes: attributes), hosted: presented)]
        ))
    }
    items += entries(sections, depth: depth + 1, hosted: &hosted)
    for child in component.children where !hosted.contains(ObjectIdentifier(child)) {
      items.append(.component(child, depth: depth + 1))
    }
    return items
  }

  /// The plain views inside `view` (not `view` itself), depth-first, with what contributing
  /// views show instead of their subviews.
  private static func plainViews(
    in view: View, depth: Int, hosted: inout Set<ObjectIdentifier>
  ) -> [Work] {
    var items: [Work] = []
    var pending: [(View, Int)] = view.subviews.reversed().filter { $0.owningComponent == nil }.map {
      ($0, depth)
    }
    while let (view, depth) = pending.popLast() {
      var contribution = SnapshotContribution()
      let contributor = view as? any ViewSnapshotContributing
      contributor?.contribute(to: &contribution)
      items.append(
        .node(
          Node(
            depth: depth,
            content: .view(
              ViewNode(
                name: view.traceName, isHidden: view.isHidden, attributes: contribution.attributes))
          )))
      if contributor != nil {
        items += entries(contribution.sections, depth: depth + 1, hosted: &hosted)
        continue
      }
      for subview in view.subviews.reversed() where subview.owningComponent == nil {
        pending.append((subview, depth + 1))
      }
    }
    return items
  }

  private static func entries(
    _ sections: [(section: Section, entries: [SnapshotContribution.HostedEntry])], depth: Int,
    hosted: inout Set<ObjectIdentifier>
  ) -> [Work] {
    var items: [Work] = []
    for (section, entries) in sections {
      items.append(.node(Node(depth: depth, content: .section(section))))
      for entry in entries {
        items.append(.node(Node(depth: depth + 1, content: .entry(entry.entry))))
        if let child = entry.hosted {
          hosted.insert(ObjectIdentifier(child))
          items.append(.component(child, depth: depth + 2))
        }
      }
    }
    return items
  }

  private static func node(
    for component: Component, contribution: SnapshotContribution
  ) -> ComponentNode {
    let move: Move? =
      component.isMovingToParent ? .toParent : component.isMovingFromParent ? .fromParent : nil
    return ComponentNode(
      reference: component.traceReference, appearance: component.appearanceState,
      view: placement(of: component),
      forwardsAppearanceManually: !component.shouldAutomaticallyForwardAppearanceMethods,
      move: move, isTransitionInFlight: component.isTransitionInFlight,
      attributes: titles(of: component, contributed: contribution.attributes)
        + contribution.attributes)
  }

  /// `title "…"` for a component with a ``Compose/Component/title``, and `navigation title "…"`
  /// when its navigation item has a title of its own that differs; nothing when the component's
  /// own contribution already shows a `title` (a film row's), so existing renders keep their
  /// text.
  private static func titles(of component: Component, contributed: [Attribute]) -> [Attribute] {
    guard !contributed.contains(where: { $0.name == "title" }) else { return [] }
    var attributes: [Attribute] = []
    if let title = component.title {
      attributes.append(Attribute("title", ValueFormat.quoted(title)))
    }
    if let own = component.navigationItemIfCreated?.ownTitle, own != component.title {
      attributes.append(Attribute("navigation title", ValueFormat.quoted(own)))
    }
    return attributes
  }

  private static func placement(of component: Component) -> ViewPlacement {
    guard let view = component.viewIfLoaded else { return .notLoaded }
    guard let superview = view.superview else { return .notPlaced }
    if superview is Window { return .inWindow }
    guard let enclosing = view.enclosingComponent else {
      return view.window == nil ? .detached : .inWindow
    }
    guard let parent = component.parent, enclosing === parent else {
      return .inOtherComponent(enclosing.traceReference)
    }
    if superview === parent.viewIfLoaded { return .inParent }
    if let cell = superview.superview as? ListCell, cell.contentView === superview {
      return .inCell
    }
    return .inParentSubview(name: superview.traceName)
  }
}
