import Compose

extension MultiWindowWorld {
  /// Re-baselines each window's checker for components that came into it since the last step:
  /// what they went through outside it no observer of it could see.
  func observeWindowBoundaries() {
    var now: Set<Int> = []
    for (id, node) in nodes where node.window != nil {
      now.insert(id)
      if !inside.contains(id) { checker.rebaseline(id, to: node.appearanceState) }
    }
    wasInside = inside
    inside = now
  }

  /// Whether every clock is idle and no interaction is pending.
  var isQuiescent: Bool {
    interaction == nil && swipe == nil
      && slots.allSatisfy { !($0.window?.hasScheduledWork ?? false) }
  }

  /// Contract §3, computed independently of the engine.
  func isVisible(_ component: Component) -> Bool {
    guard let view = component.viewIfLoaded, let superview = view.superview else { return false }
    if let slot = slots.first(where: { $0.window?.rootComponent === component }) {
      // A full-screen presentation covers it by taking its view out of the window (contract §5);
      // user code that puts the view back in a visible window makes it visible again (§3: a
      // component whose view is in a visible window, with every container above it appeared).
      return superview === slot.window && slot.window!.isVisible
    }
    if isPresentedTop(component) {
      // Hosted by its presenter's window, its view directly in it (contract §5).
      guard let window = component.window else { return false }
      return superview === window && window.isVisible
    }
    guard let parent = component.parent else {
      // A view-only component (no parent, not a root) follows its view: the component enclosing
      // it, or, with none, the window at the top (contract §3).
      if let host = view.enclosingComponent { return host.appearanceState == .appeared }
      var top = superview
      while let next = top.superview { top = next }
      return (top as? Window)?.isVisible == true
    }
    guard parent.appearanceState == .appeared else { return false }
    return view.enclosingComponent === parent
  }

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
    return (top as? Window)?.isVisible == true
  }

  /// The first broken invariant after a step: no failure reported by a manual container's own
  /// calls, balanced appearance across windows, late recorders seeing exactly the window's events,
  /// no forbidden diagnostic, parents, children, superviews and subviews agreeing, nothing heading
  /// visible under a parent that is not, and at quiescent points each component appeared exactly
  /// when it is visible (contract §3).
  var windowsUnderTest: [Window] { slots.compactMap(\.window) }

  func violation() -> String? {
    observeWindowBoundaries()
    if let first = failures.first { return first }
    if let first = checker.violations.first { return "unbalanced: \(first)" }
    for (index, slot) in slots.enumerated() {
      if let message = slot.recorderMismatch() { return "window\(index): \(message)" }
      let forbidden: Set<Diagnostic.Code> = [
        .directAppearanceCall, .redundantAppearanceTransition, .endWithoutBegin,
        .appearanceDrivenAutomatically, .transitionCompletedTwice, .didMoveToWrongParent,
        .clockDidNotSettle,
      ]
      if let bad = slot.log.diagnostics.first(where: { forbidden.contains($0.code) }) {
        return "window\(index) diagnostic \(bad.code) at \(bad.path): \(bad.message)"
      }
    }
    // The auditor judges a transition by the clock it runs on (another window's, after a move):
    // every transition of this world ends, so none may be reported as never completed.
    for (index, slot) in slots.enumerated() where slot.window != nil {
      let stuck = slot.auditor.checkpoint().filter { $0.kind == .transitionNeverCompleted }
      slot.auditor.reset()
      if let first = stuck.first { return "window\(index): auditor: \(first.description)" }
    }
    // Structure: parent/children and superview/subviews agree.
    var views: [View] = allViews
    var seen = Set<ObjectIdentifier>()
    while let view = views.popLast() {
      guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
      for subview in view.subviews {
        if subview.superview !== view {
          return
            "a subview of \(view.traceName ?? view.owner?.traceName ?? "?") has another superview"
        }
        views.append(subview)
      }
      if let superview = view.superview,
        superview.subviews.filter({ $0 === view }).count != 1
      {
        return
          "\(view.traceName ?? view.owner?.traceName ?? "?") is not once in its superview's subviews"
      }
    }
    let quiescent = isQuiescent
    for id in nodes.keys.sorted() {
      let node = nodes[id]!
      for child in node.children where child.parent !== node {
        return "\(child.traceName) is in \(node.traceName).children but its parent differs"
      }
      if let parent = node.parent, !parent.children.contains(where: { $0 === node }) {
        return "\(node.traceName).parent is \(parent.traceName) but it is not among its children"
      }
      let state = node.appearanceState
      // A component that follows one appeared by hand while alone is outside every window: no
      // observer sees what it goes through there.
      if node.window != nil || wasInside.contains(id) && !followsAloneComponent(node) {
        let recorded = checker.states[id] ?? .disappeared
        if state != recorded {
          return "\(node.traceName) is \(state) but its events say \(recorded)"
        }
      }
      // Appeared by hand while alone (contract §3): what it follows is the hand, not a placement.
      if followsAloneComponent(node) { continue }
      if state.isHeadingVisible, !isRoot(node) {
        guard isDriverHeadingVisible(node) else {
          return "\(node.traceName) is \(state) while its parent (or its view's host, with "
            + "none) is not heading visible"
        }
      }
      if quiescent {
        if state.isTransitioning {
          return "\(node.traceName) is stuck \(state)"
            + (node.isInManualAppearanceTransition ? " (manual)" : "")
        }
        let visible = isVisible(node)
        if visible != (state == .appeared) {
          return "\(node.traceName) is \(state) but visible=\(visible)"
        }
      }
    }
    return nil
  }

  /// Finishes the open interaction, runs both clocks to idle and checks everything at rest.
  func settle() -> String? {
    apply(.endInteraction(finish: true, milliseconds: 0))
    apply(.endSwipe(progress: 5, finish: true, milliseconds: 0))
    for slot in slots { slot.window?.runUntilIdle() }
    return violation()
  }

  /// The world holds everything it created; once it is gone, no component, view or window may be
  /// alive.
  func tearDown() -> () -> String? {
    let nodes = weakNodes
    let views = weakViews
    let windows = weakWindows
    return {
      if let node = nodes.first(where: { $0.value != nil })?.value {
        return "leak: \(node.traceName) alive"
      }
      if let view = views.first(where: { $0.value != nil })?.value {
        return "leak: view \(view.traceName ?? "?") alive"
      }
      return windows.contains { $0.value != nil } ? "leak: a window alive" : nil
    }
  }
}
