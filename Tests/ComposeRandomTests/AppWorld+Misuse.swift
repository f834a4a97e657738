import Compose

extension AppWorld {
  /// Runs a misuse whose precondition holds now (otherwise nothing) and records in
  /// ``misuseProblem`` if the engine accepted it or changed the tree.
  func misuse(_ kind: AppMisuse, _ a: Int, _ b: Int) {
    let first = component(a)
    let second = component(b)
    let attempt: (() -> Diagnostic?)?
    switch kind {
    case .addChildToItself:
      attempt = first.map { node in { node.addChild(node) } }
    case .addAncestorAsChild:
      attempt = first.flatMap { node in node.parent.map { parent in { node.addChild(parent) } } }
    case .addWindowRootAsChild:
      attempt = first.flatMap { node in
        window.rootComponent.map { root in node === root ? nil : { node.addChild(root) } } ?? nil
      }
    case .removeWithoutParent:
      attempt = first.flatMap { node in
        node.parent == nil && node.window == nil ? { node.removeFromParent() } : nil
      }
    case .transitionBetweenNonChildren:
      attempt = first.flatMap { container in
        second.flatMap { other in
          other.parent !== container && other !== container
            ? { container.transition(from: other, to: container, duration: .zero).diagnostic } : nil
        }
      }
    case .beginOnAutomaticChild:
      attempt = first.flatMap { node in
        node.parent?.shouldAutomaticallyForwardAppearanceMethods == true
          ? {
            node.beginAppearanceTransition(!node.appearanceState.isHeadingVisible, animated: false)
          }
          : nil
      }
    case .endWithoutBegin:
      attempt = first.flatMap { node in
        node.appearanceState.isTransitioning ? nil : { node.endAppearanceTransition() }
      }
    case .negativeClockAdvance:
      attempt = { self.window.advance(by: .milliseconds(-1 - a)) }
    case .popLastComponent:
      attempt = (first as? NavigationContainer).flatMap { nav in
        nav.stack.count == 1 && !nav.isTransitionInFlight
          ? { nav.pop(animated: false).diagnostic } : nil
      }
    case .pushAlreadyInStack:
      attempt = (first as? NavigationContainer).flatMap { nav in
        nav.stack.first.map { root in { nav.push(root, animated: false).diagnostic } }
      }
    case .selectTabOutOfRange:
      attempt =
        tabs.isTransitionInFlight
        ? nil : { self.tabs.select(self.tabs.tabs.count + a % 3).diagnostic }
    case .presentComponentInUse:
      attempt = first.flatMap { presenter in
        second.flatMap { other in
          presenter.window != nil && other.parent != nil
            ? { presenter.present(other, animated: false, style: .fullScreen).diagnostic } : nil
        }
      }
    case .embedOutsideOwnView:
      attempt = first.flatMap { node in
        second.flatMap { other in
          // The receiver's view may be unloaded: a refused embed does not load it (contract §7).
          other === node || other.isViewLoaded == false
            ? nil : { node.embed(AppNode(id: -1, name: "stray"), in: other.view) }
        }
      }
    case .scrollToRowOutOfRange:
      // Only once the list has loaded the adapter's rows: loading is a change of its own.
      let rows = expectedItems.count
      attempt =
        list.numberOfSections == 1 && list.numberOfRows(inSection: 0) == rows
        ? { self.list.scrollToRow(at: ListIndexPath(row: rows + a % 5, section: 0)) } : nil
    case .embedStateContentBeforeLoad:
      // A new container in no window: the world's fingerprint does not reach it, so the attempt
      // checks it itself.
      let content = AppNode(id: -1, name: "stray content")
      let state = StateContainer(content: content, state: .content, traceName: "stray state")
      attempt = {
        let diagnostic = state.embed(content)
        if state.isViewLoaded || content.parent != nil || content.isViewLoaded {
          self.misuseProblem = "misuse embedStateContentBeforeLoad loaded or changed the container"
        }
        return diagnostic
      }
    }
    guard let attempt else { return }
    let before = fingerprint
    hookLog.reset()
    let diagnostic = attempt()
    let hooks = hookLog.traces
    if diagnostic == nil {
      misuseProblem = "misuse \(kind) was accepted"
    } else if fingerprint != before {
      misuseProblem = "misuse \(kind) changed the tree"
    } else if !hooks.isEmpty {
      // A refusal runs no hook (contract §7): not even one that leaves the tree as it was.
      misuseProblem = "misuse \(kind) was refused but ran hooks: \(hooks)"
    } else {
      checkAuditedMisuse(kind, on: first)
    }
  }

  /// The auditor turns the misuses that are also ordering mistakes into findings: exactly the
  /// finding this misuse is expected to make (or none) must come, and is then cleared, so that the
  /// steps after it are audited afresh. A component outside the window reports its diagnostics to
  /// no window: the auditor does not hear of it.
  private func checkAuditedMisuse(_ kind: AppMisuse, on component: Component?) {
    let audited = component?.window === window
    let expected: [AuditFinding.Kind] =
      switch kind {
      case _ where !audited: []
      case .endWithoutBegin: [.appearanceImbalance]
      case .beginOnAutomaticChild: [.mixedAppearanceForwarding]
      default: []
      }
    let found = auditor.findings
    if found.map(\.kind) != expected {
      let text = found.map(\.description).joined(separator: "\n")
      misuseProblem =
        "misuse \(kind): the auditor found \(found.count), expected \(expected)\n\(text)"
    } else {
      expectedFindings += found.count
      auditor.reset()
    }
  }

  /// The structure of everything the world can reach (parents, children, views, appearance),
  /// plus the list's scroll position and the window: what a rejected misuse must leave alone.
  var fingerprint: [AppShape] {
    var roots = chain
    roots += parked.keys.sorted().compactMap { parked[$0] }
    if window.rootComponent !== tabs { roots.append(tabs) }
    if window.rootComponent !== alt { roots.append(alt) }
    var shapes: [AppShape] = []
    var stack = Array(roots.reversed())
    while let node = stack.popLast() {
      shapes.append(AppShape(node))
      stack.append(contentsOf: node.children.reversed())
    }
    shapes.append(
      AppShape(
        list: list, window: window, root: window.rootComponent.map(ObjectIdentifier.init)))
    return shapes
  }
}

/// One component's place in the tree, or the list's and window's state, for `fingerprint`.
struct AppShape: Equatable {
  var node: ObjectIdentifier?
  var parent: ObjectIdentifier?
  var children: [ObjectIdentifier] = []
  var state: AppearanceState = .disappeared
  var superview: ObjectIdentifier?
  var subviews: [ObjectIdentifier] = []
  var moving = false
  /// Whether the view is loaded: a refusal loads no view (contract §7).
  var loaded = false
  var numbers: [Double] = []
  var time: Duration = .zero

  init(_ node: Component) {
    self.node = ObjectIdentifier(node)
    parent = node.parent.map(ObjectIdentifier.init)
    children = node.children.map(ObjectIdentifier.init)
    state = node.appearanceState
    superview = node.viewIfLoaded?.superview.map(ObjectIdentifier.init)
    subviews = node.viewIfLoaded?.subviews.map(ObjectIdentifier.init) ?? []
    moving = node.isMovingToParent || node.isMovingFromParent
    loaded = node.isViewLoaded
  }

  init(list: ListView, window: Window, root: ObjectIdentifier?) {
    node = root
    subviews = list.visibleCells.map(ObjectIdentifier.init)
    moving = window.isVisible
    time = window.now
    numbers = [list.contentOffset] + list.indexPathsForVisibleRows.map { Double($0.row) }
  }
}
