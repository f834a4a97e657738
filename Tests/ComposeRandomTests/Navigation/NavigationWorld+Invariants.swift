import Compose

extension NavigationWorld {
  /// After every step: the auditor finds nothing and appearance is balanced; at quiescence, the
  /// structure and visibility rule of ``quiescentProblems()``.
  var windowsUnderTest: [Window] { [window] }

  func violation() -> String? {
    noteState()
    auditor.checkpoint()
    if let first = auditor.findings.first {
      return "auditor: \(first.description)"
    }
    if let first = checker.violations.first { return "unbalanced: \(first)" }
    guard quiescent else { return nil }
    let problems = quiescentProblems()
    guard let first = problems.first else { return nil }
    return problems.count == 1 ? first : "\(first) (and \(problems.count - 1) more)"
  }

  /// Cancels the open gesture, runs the clock to idle and checks everything at rest.
  func settle() -> String? {
    pop?.cancel()
    pop = nil
    swipeDown?.cancel()
    swipeDown = nil
    window.runUntilIdle()
    return violation()
  }

  /// Once the world is gone, no probe may be alive.
  func tearDown() -> () -> String? {
    let tracker = tracker
    return { tracker.live == 0 ? nil : "\(tracker.live) probe(s) leaked" }
  }

  /// Contract §3 and the containers' structure, at quiescence: presenters covered full screen out
  /// of the window and the others in it; nothing transitioning; parents and children agreeing;
  /// only the top of each stack and the selected tab placed; each component appeared exactly when
  /// visible; and every component that left a stack or was dismissed reported once, with a reason.
  func quiescentProblems() -> [String] {
    var problems: [String] = []
    let chain = contexts
    for (index, context) in chain.enumerated() {
      let coveredFull =
        index + 1 < chain.count && styles[ObjectIdentifier(chain[index + 1])] == .fullScreen
      let inWindow = context.viewIfLoaded?.superview === window
      if coveredFull == inWindow {
        problems.append("\(context.traceName) in window: \(inWindow), covered: \(coveredFull)")
      }
      for component in all(context) { problems += structureProblems(component) }
    }
    return problems + reasonProblems(chain: chain)
  }

  private func structureProblems(_ component: Component) -> [String] {
    var problems: [String] = []
    if component.isTransitionInFlight {
      problems.append("\(component.traceName) still transitioning")
    }
    for child in component.children where child.parent !== component {
      problems.append("\(child.traceName) parent mismatch")
    }
    if let nav = component as? NavigationContainer, nav.isViewLoaded {
      let placed = nav.stack.filter { $0.viewIfLoaded?.superview === nav.view }
      // Contract §5: the top's view loads in the container's first layout pass, so a container
      // not yet laid out in a visible window has none placed.
      let awaitsLayout = placed.isEmpty && nav.view.window?.isVisible != true
      if !awaitsLayout,
        placed.count != (nav.stack.isEmpty ? 0 : 1)
          || (placed.first !== nav.topComponent && !nav.stack.isEmpty)
      {
        problems.append(
          "\(nav.traceName) placed \(placed.map(\.traceName)) stack \(nav.stack.map(\.traceName))")
      }
    }
    if let tabs = component as? TabContainer, tabs.isViewLoaded {
      let placed = tabs.tabs.filter { $0.viewIfLoaded?.superview === tabs.view }
      if placed.count != 1 || placed.first !== tabs.selectedTab {
        problems.append("tabs placed \(placed.map(\.traceName))")
      }
    }
    // Expected visibility (§3), from the parent down.
    let expected: Bool
    if let parent = component.parent {
      expected =
        parent.appearanceState == .appeared
        && component.viewIfLoaded?.superview === parent.viewIfLoaded
    } else {
      expected = window.isVisible && component.viewIfLoaded?.superview === window
    }
    if component.appearanceState != (expected ? .appeared : .disappeared) {
      problems.append(
        "\(component.traceName) is \(component.appearanceState), expected "
          + (expected ? "appeared" : "disappeared"))
    }
    return problems
  }

  /// Every component that entered nav0 / nav1 and is not in them now was reported leaving exactly
  /// once; every component seen presented and not presented now was reported once; a component
  /// in a stack or presented was reported nothing.
  private func reasonProblems(chain: [Component]) -> [String] {
    var problems: [String] = []
    let rootStacks = Set(
      (window.rootComponent?.children ?? []).flatMap { ($0 as? NavigationContainer)?.stack ?? [] }
        .map(\.traceName))
    for name in rootStackNames where !rootStacks.contains(name) {
      if reasons.removals[name]?.count != 1 {
        problems.append("\(name) left nav0/nav1, reported \(reasons.removals[name] ?? [])")
      }
    }
    let presentedNames = Set(chain.dropFirst().map(\.traceName))
    for name in seenPresented where !presentedNames.contains(name) {
      if reasons.dismissals[name]?.count != 1 {
        problems.append("\(name) dismissed, reported \(reasons.dismissals[name] ?? [])")
      }
    }
    let stacked = Set(navs.flatMap(\.stack).map(ObjectIdentifier.init))
    for (id, box) in everStacked {
      guard let component = box.component else { continue }
      let name = component.traceName
      let count = reasons.removals[name]?.count ?? 0
      let inStack = stacked.contains(id)
      if !inStack, component.parent is NavigationContainer { continue }
      if inStack && count != 0 {
        problems.append("\(name) in a stack but reported leaving \(reasons.removals[name]!)")
      }
      if !inStack && component.parent == nil && count != 1 {
        problems.append("\(name) left a stack, reported \(reasons.removals[name] ?? [])")
      }
    }
    let presented = Set(chain.dropFirst().map(ObjectIdentifier.init))
    for (id, box) in everPresented {
      guard let component = box.component else { continue }
      let name = component.traceName
      let count = reasons.dismissals[name]?.count ?? 0
      if presented.contains(id) && count != 0 {
        problems.append("\(name) presented but reported \(reasons.dismissals[name]!)")
      }
      if !presented.contains(id) && component.presentingComponent == nil && count > 1 {
        problems.append("\(name) dismissal reported \(reasons.dismissals[name]!)")
      }
    }
    return problems
  }
}
