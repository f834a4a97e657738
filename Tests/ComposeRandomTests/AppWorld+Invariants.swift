import Compose
import ComposeTestFixtures

extension AppWorld {
  /// The first broken invariant after a step, or `nil`. Cheap checks run after every step; the
  /// visibility rule and the containers' structure only at quiescent points (no animation
  /// scheduled, no gesture open), when the contract says exactly what must be appeared.
  var windowsUnderTest: [Window] { [window] }

  func violation() -> String? {
    // The step is over: a checkpoint (runUntilIdle() and advance(by:) made one already; one more
    // finds nothing new).
    auditor.checkpoint()
    let tree = treeComponents
    observeWindowBoundary(tree)
    registry.trackCells(of: list)
    if let current = state.currentComponent, current !== lastStateComponent {
      registry.track(current, "state's \(current.traceName)")
      lastStateComponent = current
    }
    if let misuseProblem { return misuseProblem }
    if let first = checker.violations.first { return "unbalanced: \(first)" }
    if let first = pairing.problems.first { return "cells: \(first)" }
    if let first = CellInvariants.problems(in: list).first { return "cells: \(first)" }
    if let problem = structureProblem(tree) { return problem }
    if let problem = extraChecks().first { return problem }
    guard isQuiescent else { return nil }
    return quiescentProblem(tree)
  }

  /// The ``LifecycleAuditor``'s findings since the last step, each a violation: kind, path,
  /// message and the component's recent events.
  func extraChecks() -> [String] {
    auditor.findings.map { "auditor: \($0.description)" }
  }

  /// Parent/children/view agreement, recorded versus actual appearance, and the weak appearance
  /// rule that holds even mid-animation: a component heading visible has a parent heading visible.
  private func structureProblem(_ tree: [Component]) -> String? {
    for component in tree {
      for child in component.children where child.parent !== component {
        return "\(child.traceName) is in \(component.traceName).children but its parent differs"
      }
      if let view = component.viewIfLoaded {
        for subview in view.subviews where subview.superview !== view {
          return "a subview of \(component.traceName)'s view has another superview"
        }
        if let parent = component.parent, view.superview != nil,
          let parentView = parent.viewIfLoaded, !view.isInside(parentView)
        {
          return
            "\(component.traceName)'s view is placed outside its parent \(parent.traceName)'s view"
        }
      }
      let state = component.appearanceState
      if state.isHeadingVisible, let parent = component.parent,
        !parent.appearanceState.isHeadingVisible, !isDrivenByHand(component)
      {
        return "\(component.traceName) is \(state) while its parent \(parent.traceName) is "
          + "\(parent.appearanceState)"
      }
    }
    return nil
  }

  /// Whether `container` drives its children's appearance as the visibility rule says: by
  /// automatic forwarding, or as the model's manual nodes do by hand (they show the children
  /// placed in their view that no step hid).
  func forwardsAsTheRuleSays(_ container: Component) -> Bool {
    container.shouldAutomaticallyForwardAppearanceMethods || container is AppNode
  }

  /// Whether a manual container sits above `component`, or it or a component above it is in a
  /// transition begun by hand (which its owner ends, wherever the component moved meanwhile):
  /// then its appearance is the random steps' business, not the visibility rule's.
  func isDrivenByHand(_ component: Component) -> Bool {
    if component.isInManualAppearanceTransition { return true }
    var node = component.parent
    while let current = node {
      if !forwardsAsTheRuleSays(current) || current.isInManualAppearanceTransition {
        return true
      }
      node = current.parent
    }
    return false
  }

  private func quiescentProblem(_ tree: [Component]) -> String? {
    for component in tree
    where component.appearanceState != checker.states[component.reference.number] ?? .disappeared {
      return "\(component.traceName) is \(component.appearanceState) but its events say otherwise"
    }
    let visible = visibleComponents()
    let byHand = componentsDrivenByHand(tree)
    var judged = tree
    for component in knownComponentsUnsorted where component.window == nil {
      if !isDrivenByHand(component) { judged.append(component) }
    }
    for component in judged where !byHand.contains(ObjectIdentifier(component)) {
      let state = component.appearanceState
      if state.isTransitioning { return "\(component.traceName) is stuck \(state)" }
      let expected = visible.contains(ObjectIdentifier(component))
      if expected != (state == .appeared) {
        return "\(component.traceName) is \(state) but the contract says "
          + (expected ? "visible" : "not visible")
      }
    }
    return containerProblem() ?? listProblem()
  }

  /// ``isDrivenByHand(_:)`` for every component of `tree` (parents before children) at once.
  private func componentsDrivenByHand(_ tree: [Component]) -> Set<ObjectIdentifier> {
    var result: Set<ObjectIdentifier> = []
    for component in tree {
      if component.isInManualAppearanceTransition {
        result.insert(ObjectIdentifier(component))
      } else if let parent = component.parent,
        result.contains(ObjectIdentifier(parent)) || !forwardsAsTheRuleSays(parent)
      {
        result.insert(ObjectIdentifier(component))
      }
    }
    return result
  }

  /// Contract §3, computed from the structure alone: the window's root and the presented
  /// components whose views are in the visible window are visible; below a visible component
  /// that forwards automatically, so is each child whose view sits in its part of the view
  /// hierarchy (the nearest component view above it is the parent's).
  func visibleComponents() -> Set<ObjectIdentifier> {
    var visible: Set<ObjectIdentifier> = []
    guard window.isVisible else { return visible }
    var stack: [Component] = window.subviews.compactMap { view in
      guard let owner = view.owner,
        owner === window.rootComponent || (owner.parent == nil && owner.presentingComponent != nil)
      else { return nil }
      return owner
    }
    while let component = stack.popLast() {
      visible.insert(ObjectIdentifier(component))
      // A manual node forwards to the children it shows (placed in its view, not hidden).
      if let node = component as? AppNode, node.manual {
        stack += node.children.filter(node.shows)
        continue
      }
      guard component.shouldAutomaticallyForwardAppearanceMethods, let view = component.viewIfLoaded
      else { continue }
      var views = view.subviews
      while let subview = views.popLast() {
        if let owner = subview.owner {
          if owner.parent === component { stack.append(owner) }
        } else {
          views += subview.subviews
        }
      }
    }
    return visible
  }

  /// At quiescence: navigation stacks as the model expects, with only the top placed; tabs with
  /// only the selected one placed; the state container showing its state; presenters covered
  /// full screen out of the window and the others in it.
  private func containerProblem() -> String? {
    for (navID, ids) in expectedStacks {
      guard let nav = component(navID) as? NavigationContainer else { continue }
      let actual = nav.stack.map { id(of: $0) ?? -1 }
      if actual != ids { return "\(nav.traceName).stack is \(actual), the model expects \(ids)" }
      if let view = nav.viewIfLoaded {
        let placed = nav.stack.filter { $0.viewIfLoaded?.superview === view }
        // Contract §5: the top's view loads in the container's first layout pass, so a container
        // not yet laid out in a visible window has none placed.
        let awaitsLayout = placed.isEmpty && nav.view.window?.isVisible != true
        if !awaitsLayout, placed.count != 1 || placed.first !== nav.topComponent {
          return
            "\(nav.traceName) has \(placed.map(\.traceName)) placed, top \(nav.topComponent?.traceName ?? "-")"
        }
      }
    }
    if let view = tabs.viewIfLoaded {
      let placed = tabs.tabs.filter { $0.viewIfLoaded?.superview === view }
      if placed.count != 1 || placed.first !== tabs.selectedTab {
        return
          "tabs have \(placed.map(\.traceName)) placed, selected \(tabs.selectedTab?.traceName ?? "-")"
      }
    }
    if state.isViewLoaded {
      let shown = state.children.map { String(describing: type(of: $0)) }
      let expected: String =
        switch state.state {
        case .loading: "DefaultLoadingComponent"
        case .content: "AppNode"
        case .empty: "DefaultEmptyComponent"
        case .error: "DefaultErrorComponent"
        }
      if shown != [expected] { return "state \(state.state.name) shows \(shown)" }
    }
    let chain = self.chain
    for (index, presenter) in chain.enumerated().dropLast() {
      let covered = chain[index + 1].presentationStyle == .fullScreen
      let inWindow = presenter.viewIfLoaded?.superview === window
      if covered == inWindow {
        return "\(presenter.traceName) in the window: \(inWindow), covered full screen: \(covered)"
      }
    }
    if let top = chain.last, top.viewIfLoaded?.superview !== window {
      return "the top of the presentation chain, \(top.traceName), is not in the window"
    }
    return nil
  }

  /// At quiescence: each displayed row hosts its own item's component, with the item's content,
  /// as a child of the list's host placed in the cell, appeared exactly when the host is.
  private func listProblem() -> String? {
    if adapter.items != expectedItems { return "adapter.items differ from what was applied" }
    var hosted = Set<ObjectIdentifier>()
    for cell in list.visibleCells {
      guard let row = cell.indexPath?.row,
        let probe = (cell as? HostingCell)?.hostedComponent
          as? ItemProbe
      else { return "\(cell.reference) hosts no item component" }
      guard row < expectedItems.count else { return "\(cell.reference) displays row \(row)" }
      if probe.item != expectedItems[row] {
        return "row \(row) hosts \(probe.item), expected \(expectedItems[row])"
      }
      if !hosted.insert(ObjectIdentifier(probe)).inserted {
        return "\(probe.traceName) hosted twice"
      }
      if probe.parent !== lists { return "\(probe.traceName) is not a child of the list's host" }
      if probe.viewIfLoaded?.superview !== (cell as? HostingCell)?.contentView {
        return "\(probe.traceName)'s view is not in its cell"
      }
    }
    if lists.children.count != hosted.count {
      return "the list's host has \(lists.children.count) children for \(hosted.count) cells"
    }
    return nil
  }

  /// Observation stops at the window: re-baselines the balance checker for components that come
  /// into it, since what they went through outside was not seen.
  func observeWindowBoundary(_ tree: [Component]) {
    var now: Set<ObjectIdentifier> = []
    now.reserveCapacity(tree.count)
    for component in tree {
      let id = ObjectIdentifier(component)
      now.insert(id)
      if !inWindow.contains(id) {
        checker.rebaseline(component.reference.number, to: component.appearanceState)
      }
    }
    inWindow = now
    // Cell events are observed while the list's host is in the window's tree (its view need not
    // be in the window).
    let listInWindow = lists.window != nil
    if listInWindow, !listWasInWindow { pairing.rebaseline(displayed: list.visibleCells) }
    listWasInWindow = listInWindow
  }
}

extension View {
  /// Whether this view is `ancestor` or lies somewhere below it.
  func isInside(_ ancestor: View) -> Bool {
    var node: View? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.superview
    }
    return false
  }
}
