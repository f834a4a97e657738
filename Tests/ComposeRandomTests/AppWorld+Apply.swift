import Compose

extension AppWorld {
  /// Runs one step. A step naming something that is gone (after shrinking) does nothing.
  func apply(_ step: AppStep) {
    cachedTree = nil
    hookLog.reset()  // what one step caused, at most
    defer {
      cachedTree = nil
      stepCount += 1
      if stepCount % 100 == 0 { pruneReleased() }
    }
    switch step {
    case .embed(let parentID, let childID, let manual):
      guard let parent = component(parentID) as? AppNode,
        let child = makeNode(childID, manual: manual)
      else { return }
      parent.embedChild(child)
    case .unembed(let id):
      guard let child = component(id), let parent = child.parent as? AppNode, !isFixture(id),
        !isLeavingManualSwap(child)
      else { return }
      park(child, id: id)
      parent.removeChild(child)
    case .reembed(let id, let parentID):
      guard let child = component(id), let parent = component(parentID) as? AppNode,
        !isFixture(id), child.parent == nil || child.parent is AppNode,
        !isLeavingManualSwap(child)
      else { return }
      unpark(id)
      // A manual container removes its child itself (with its disappearance); from any other
      // parent, addChild(_:) moves it (contract §1.1).
      if let old = child.parent as? AppNode, old.manual, old !== parent,
        !parent.isOrIsBelow(child)
      {
        old.removeChild(child)
      }
      parent.embedChild(child)
    case .swapChild(let containerID, let toID, let ms):
      swapChild(containerID, toID, ms)
    case .showChild(let id, let shown, let animated):
      guard let child = component(id), let container = child.parent as? AppNode else { return }
      container.setShown(child, shown, animated: animated)
    case .scrollRows(let rows):
      list.scroll(to: list.contentOffset + Double(rows) * Self.rowHeight)
    case .scrollTo(let offset):
      list.scroll(to: offset)
    case .applyItems(let items):
      expectedItems = items
      adapter.apply(items)
    case .reload(let items):
      if let items {
        expectedItems = items
        adapter.reloadData(items)
      } else {
        adapter.reloadData()
      }
    case .listHeight(let height):
      list.frame = Rect(x: 0, y: 0, width: 100, height: height)
    case .preload(let rows):
      list.preloadRowCount = rows
    case .push(let navID, let childID, let animated):
      guard let nav = component(navID) as? NavigationContainer, let child = makeNode(childID)
      else { return }
      if nav.push(child, animated: animated).diagnostic == nil { expect(navID) { $0 + [childID] } }
    case .pop(let navID, let animated):
      guard let nav = component(navID) as? NavigationContainer else { return }
      if nav.pop(animated: animated).diagnostic == nil {
        expect(navID) { $0.count < 2 ? $0 : Array($0.dropLast()) }
      }
    case .popToRoot(let navID, let animated):
      guard let nav = component(navID) as? NavigationContainer else { return }
      if nav.popToRoot(animated: animated).diagnostic == nil {
        expect(navID) { Array($0.prefix(1)) }
      }
    case .popTo(let navID, let targetID, let animated):
      guard let nav = component(navID) as? NavigationContainer, let target = component(targetID)
      else { return }
      if nav.pop(to: target, animated: animated).diagnostic == nil {
        expect(navID) { stack in
          guard let index = stack.firstIndex(of: targetID) else { return stack }
          return Array(stack[...index])
        }
      }
    case .tapBackButton(let navID):
      guard let nav = component(navID) as? NavigationContainer else { return }
      if nav.tapBackButton().diagnostic == nil {
        expect(navID) { $0.count < 2 ? $0 : Array($0.dropLast()) }
      }
    case .setStack(let navID, let ids, let animated):
      setStack(navID, ids, animated)
    case .beginInteractivePop(let navID):
      guard pop == nil, swipeDown == nil, let nav = component(navID) as? NavigationContainer
      else { return }
      pop = nav.beginInteractivePop().interaction
      if pop != nil { poppingNav = navID }
    case .updateInteraction(let progress):
      pop?.update(progress)
      swipeDown?.update(progress)
    case .endInteraction(let finish, let ms):
      endInteraction(finish: finish, ms: ms)
    case .present(let id, let rootID, let fullScreen, let animated):
      present(id, rootID, fullScreen, animated)
    case .dismiss(let level, let animated):
      let chain = self.chain
      guard level < chain.count else { return }
      chain[level].dismiss(animated: animated)
    case .presentFrom(let fromID, let id, let fullScreen, let animated):
      guard let from = component(fromID), let node = makeNode(id) else { return }
      from.present(node, animated: animated, style: fullScreen ? .fullScreen : .overFullScreen)
    case .dismissFrom(let id, let animated):
      component(id)?.dismiss(animated: animated)
    case .beginInteractiveDismiss:
      guard pop == nil, swipeDown == nil, let top = chain.last else { return }
      swipeDown = top.beginInteractiveDismiss().interaction
    case .selectTab(let index):
      tabs.select(index)
    case .addTab(let id):
      guard let tab = makeNode(id) else { return }
      tabs.addChild(tab)
      tab.didMove(toParent: tabs)
    case .removeTab(let index):
      guard tabs.tabs.indices.contains(index), let id = id(of: tabs.tabs[index]), !isFixture(id)
      else { return }
      let tab = tabs.tabs[index]
      park(tab, id: id)
      tab.unembed()
    case .setState(let newState, let animated):
      let value: ContentState =
        switch newState {
        case .loading: .loading
        case .content: .content
        case .empty: .empty
        case .error: .error(AppError())
        }
      state.setState(value, animated: animated)
    case .toggleWindow:
      if window.isVisible { window.hide() } else { window.makeKeyAndVisible() }
    case .swapRoot:
      window.rootComponent = window.rootComponent === tabs ? alt : tabs
    case .advance(let ms):
      window.advance(by: .milliseconds(ms))
    case .runUntilIdle:
      window.runUntilIdle()
    case .setActivationState(let state):
      let before = window.activationState
      window.setActivationState(state)
      let heard = hookLog.events.map(\.kind)
      let expected: [LifecycleEvent.Kind] =
        before == state || window.rootComponent == nil
        ? [] : [.activationStateChanged(from: before, to: state)]
      if heard != expected {
        misuseProblem = "setActivationState(.\(state)) from .\(before) heard \(heard)"
      }
    case .transition(let landscape, let dark):
      let size = landscape ? Size(width: 844, height: 390) : Size(width: 390, height: 844)
      let traits = Traits(
        verticalSizeClass: landscape ? .compact : .regular, style: dark ? .dark : .light)
      let changes = window.traits != traits
      window.transition(to: size, traits: traits)
      let tree = treeComponents
      let told = hookLog.events.filter {
        if case .traitsDidChange = $0.kind { return true } else { return false }
      }
      let appearance = hookLog.events.filter { $0.kind.isAppearanceCallback }
      if let wrong = tree.first(where: { $0.traits != traits }) {
        misuseProblem = "transition: \(wrong.traceName) has \(wrong.traits), the window \(traits)"
      } else if !appearance.isEmpty {
        misuseProblem = "transition heard \(appearance.map(\.trace))"
      } else if told.count != (changes ? tree.count : 0) {
        misuseProblem = "transition told \(told.count) of \(tree.count) components"
      }
    case .memoryWarning:
      let tree = treeComponents
      window.receiveMemoryWarning()
      let told = hookLog.events.filter { $0.kind == .didReceiveMemoryWarning }
      let others = hookLog.events.filter { $0.kind != .didReceiveMemoryWarning }
      let order = Dictionary(
        told.enumerated().map { ($0.element.component.number, $0.offset) },
        uniquingKeysWith: { first, _ in first })
      let parentFirst = tree.allSatisfy { component in
        guard let parent = component.parent, let own = order[component.reference.number],
          let parentIndex = order[parent.reference.number]
        else { return true }
        return parentIndex < own
      }
      if told.map(\.component.number).sorted() != tree.map(\.reference.number).sorted()
        || !others.isEmpty || !parentFirst
      {
        misuseProblem =
          "receiveMemoryWarning told \(told.map(\.component.name)) of \(tree.map(\.traceName)), "
          + "and heard \(others.map(\.trace))"
      }
    case .misuse(let kind, let a, let b):
      misuse(kind, a, b)
    }
  }

  /// Whether `child` is the `from` of a manual container's swap in flight: that container removes
  /// it when the swap ends, and does not move it meanwhile (an automatic container's `from` may be
  /// moved: the engine copes with it).
  func isLeavingManualSwap(_ child: Component) -> Bool {
    child.isMovingFromParent && (child.parent as? AppNode)?.manual == true
  }

  /// The fixtures (ids below ``firstFreeID``) are never unembedded or moved by random steps.
  func isFixture(_ id: Int) -> Bool { id < Self.firstFreeID }

  /// Applies `change` to the expected stack of `navID`, or, while an interactive pop of that
  /// container is open, after it: requests made meanwhile are queued behind it (contract §4).
  private func expect(_ navID: Int, _ change: @escaping ([Int]) -> [Int]) {
    if navID == poppingNav {
      deferredStackChanges.append(change)
    } else {
      expectedStacks[navID] = change(expectedStacks[navID] ?? [])
    }
  }

  private func swapChild(_ containerID: Int, _ toID: Int, _ ms: Int) {
    guard let container = component(containerID) as? AppNode, !container.isTransitionInFlight,
      let from = container.children.first(where: {
        $0.viewIfLoaded?.superview === container.viewIfLoaded
      }),
      let to = makeNode(toID)
    else { return }
    container.addChild(to)
    from.willMove(toParent: nil)
    let animated = ms > 0
    container.transition(
      from: from, to: to, duration: .milliseconds(ms),
      animations: { [weak container, weak from, weak to] in
        // A manual container forwards the swap's appearance itself; its completion ends it.
        guard let container, container.manual, container.appearanceState.isHeadingVisible else {
          return
        }
        if let from, from.appearanceState.isHeadingVisible {
          from.beginAppearanceTransition(false, animated: animated)
        }
        if let to, container.shows(to), !to.appearanceState.isHeadingVisible {
          to.beginAppearanceTransition(true, animated: animated)
        }
      },
      completion: { [weak container, weak from, weak to] finished in
        guard let container, let to else { return }
        if container.manual {
          for child in [from, to] {
            guard let child, child.parent === container || child.parent == nil,
              child.isInManualAppearanceTransition
            else { continue }
            child.endAppearanceTransition()
          }
          container.syncChild(to, animated: false)
        }
        // Only the containment this swap began is completed: a `from` or `to` re-embedded
        // meanwhile went through a containment of its own (and is no longer moving).
        let removing = from.flatMap { $0.parent === container && $0.isMovingFromParent ? $0 : nil }
        if let removing { container.hiddenChildren.remove(ObjectIdentifier(removing)) }
        let adding = to.parent === container && to.isMovingToParent
        if finished {
          removing?.removeFromParent()
          if adding { to.didMove(toParent: container) }
        } else {
          removing?.didMove(toParent: container)
          if adding {
            to.willMove(toParent: nil)
            to.removeFromParent()
          }
        }
      })
  }

  private func setStack(_ navID: Int, _ ids: [Int], _ animated: Bool) {
    guard let nav = component(navID) as? NavigationContainer else { return }
    var components: [Component] = []
    for id in ids {
      if let existing = component(id) {
        guard existing.parent === nav else { return }
        components.append(existing)
      } else if let node = makeNode(id) {
        components.append(node)
      }
    }
    guard !components.isEmpty else { return }
    if nav.setStack(components, animated: animated).diagnostic == nil {
      expect(navID) { _ in components.compactMap { self.id(of: $0) } }
    }
  }

  private func endInteraction(finish: Bool, ms: Int) {
    if let pop {
      self.pop = nil
      if finish {
        pop.finish(after: .milliseconds(ms))
      } else {
        pop.cancel(after: .milliseconds(ms))
      }
      if let nav = poppingNav {
        poppingNav = nil
        if finish { expect(nav) { $0.count < 2 ? $0 : Array($0.dropLast()) } }
        for change in deferredStackChanges { expect(nav, change) }
      }
      deferredStackChanges = []
    } else if let swipeDown {
      self.swipeDown = nil
      if finish {
        swipeDown.finish(after: .milliseconds(ms))
      } else {
        swipeDown.cancel(after: .milliseconds(ms))
      }
    }
  }

  private func present(_ id: Int, _ rootID: Int?, _ fullScreen: Bool, _ animated: Bool) {
    guard let top = chain.last, component(id) == nil else { return }
    let presented: Component
    if let rootID {
      guard let root = makeNode(rootID) else { return }
      let nav = NavigationContainer(root: root, traceName: "c\(id)")
      register(nav, id: id)
      expectedStacks[id] = [rootID]
      presented = nav
    } else {
      guard let node = makeNode(id) else { return }
      presented = node
    }
    top.present(presented, animated: animated, style: fullScreen ? .fullScreen : .overFullScreen)
  }
}

/// The error a run of the app world puts its state container in.
struct AppError: Error {}
