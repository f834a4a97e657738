import Compose

extension ContainmentWorld {
  /// The first broken invariant after a step: appearance balanced and as the events say,
  /// parents, children and views agreeing, nothing heading visible under a parent that is not,
  /// and, at quiescent points, each component appeared exactly when the contract's visibility
  /// rule says so (except where the steps drive appearance by hand).
  var windowsUnderTest: [Window] { [window] }

  func violation() -> String? {
    observeWindowBoundary()
    if let first = checker.violations.first { return "unbalanced: \(first)" }
    let quiescent = !window.hasScheduledWork && interaction == nil
    for id in components.keys.sorted() {
      let component = components[id]!
      for child in component.children where child.parent !== component {
        return "\(child.traceName) is in \(component.traceName).children but its parent differs"
      }
      if let view = component.viewIfLoaded {
        for subview in view.subviews where subview.superview !== view {
          return "a subview of \(component.traceName)'s view has another superview"
        }
      }
      let state = component.appearanceState
      let recorded = checker.states[component.reference.number] ?? .disappeared
      if component.window != nil, state != recorded {
        return "\(component.traceName) is \(state) but its events say \(recorded)"
      }
      let byHand =
        isDrivenByHand(component) || component.isInManualAppearanceTransition
        || isAlone(component)
      if state.isHeadingVisible, component !== root, !byHand {
        guard isDriverHeadingVisible(component) else {
          return "\(component.traceName) is \(state) while its parent (or its view's host, with "
            + "none) is not visible"
        }
      }
      if quiescent, !byHand {
        if state.isTransitioning { return "\(component.traceName) is stuck \(state)" }
        let visible = isVisible(component)
        if visible != (state == .appeared) {
          return "\(component.traceName) is \(state) but visible=\(visible)"
        }
      }
    }
    return nil
  }

  /// Finishes the open interaction, runs the clock to idle, ends every transition begun by hand,
  /// and checks everything at rest: nothing may be left appearing or disappearing.
  func settle() -> String? {
    apply(.endInteraction(finish: true, milliseconds: 0))
    apply(.runUntilIdle)
    endManualTransitions()
    apply(.runUntilIdle)
    if let message = violation() { return message }
    for id in components.keys.sorted()
    where components[id]!.appearanceState.isTransitioning {
      return "c\(id) is stuck \(components[id]!.appearanceState)"
    }
    return nil
  }

  /// Nothing to let go of: the world holds its components. Once it is gone, so must be the window
  /// and the root.
  func tearDown() -> () -> String? {
    return { [weak window, weak root] in
      if window != nil { return "the window is alive" }
      return root == nil ? nil : "the root is alive"
    }
  }

  /// Whether a manual container sits at or above `component`'s parent: its appearance is then the
  /// container's (here: the random steps') business, not the visibility rule's.
  func isDrivenByHand(_ component: Component) -> Bool {
    var node = component.parent
    while let current = node {
      if !current.shouldAutomaticallyForwardAppearanceMethods { return true }
      node = current.parent
    }
    return false
  }

  /// Whether `component` is alone (no parent, not the root, its view in no window), where
  /// `beginAppearanceTransition` drives it by hand until it is placed (contract §3), and so is
  /// every component that follows it.
  func isAlone(_ component: Component) -> Bool {
    var node = component
    while let parent = node.parent { node = parent }
    return node !== root && node.viewIfLoaded?.window == nil
  }

  /// The contract's visibility, computed independently of the engine.
  /// Whether what `component` follows is heading visible: its parent or, for a view-only
  /// component, the component enclosing its view or the window at the top (contract §3).
  func isDriverHeadingVisible(_ component: Component) -> Bool {
    if let parent = component.parent { return parent.appearanceState.isHeadingVisible }
    guard let superview = component.viewIfLoaded?.superview else { return false }
    if let host = component.view.enclosingComponent {
      return host.appearanceState.isHeadingVisible
    }
    var top = superview
    while let next = top.superview { top = next }
    return top === window && window.isVisible
  }

  func isVisible(_ component: Component) -> Bool {
    guard let view = component.viewIfLoaded, let superview = view.superview else { return false }
    if component === root { return window.isVisible && superview === window }
    guard let parent = component.parent else {
      // A view-only component (no parent, not the root) follows its view: the component
      // enclosing it, or, with none, the window at the top (contract §3).
      if let host = view.enclosingComponent { return host.appearanceState == .appeared }
      var top = superview
      while let next = top.superview { top = next }
      return top === window && window.isVisible
    }
    guard parent.appearanceState == .appeared else { return false }
    var node: View? = superview
    while let current = node, current.owner == nil { node = current.superview }
    return node?.owner === parent
  }
}
