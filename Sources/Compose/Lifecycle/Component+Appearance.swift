extension Component {
  /// Begins an appearance transition of this component, for containers that forward appearance
  /// manually (``shouldAutomaticallyForwardAppearanceMethods`` is `false`).
  ///
  /// Calls ``viewWillAppear(_:)`` and ``viewIsAppearing(_:)`` (or ``viewWillDisappear(_:)``) and
  /// moves ``appearanceState`` to `appearing` (or `disappearing`); if this component forwards
  /// automatically, its children whose views are inside its view follow, depth-first. Beginning the
  /// opposite transition while one is under way cancels it (`appearing → disappearing` or back).
  /// Asking for the state already reached or under way is rejected as
  /// ``Diagnostic/Code/redundantAppearanceTransition``.
  ///
  /// ```swift
  /// child.beginAppearanceTransition(true, animated: false)  // viewWillAppear, viewIsAppearing
  /// child.endAppearanceTransition()                          // viewDidAppear
  /// ```
  ///
  /// - Parameters:
  ///   - isAppearing: `true` to appear, `false` to disappear.
  ///   - animated: Passed to the callbacks.
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  @discardableResult
  public final func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) -> Diagnostic? {
    let event: AppearanceEvent = isAppearing ? .beginAppearing : .beginDisappearing
    guard appearanceState.moving(on: event) != nil else {
      return report(
        .redundantAppearanceTransition,
        "beginAppearanceTransition(\(isAppearing)) while \(appearanceState)")
    }
    beginAppearance(isAppearing, batch: AppearanceBatch(animated: animated))
    return nil
  }

  /// Ends the appearance transition begun on this component: ``viewDidAppear(_:)`` or
  /// ``viewDidDisappear(_:)``, then the same for the children that followed it.
  ///
  /// Without a transition under way this is rejected as ``Diagnostic/Code/endWithoutBegin``.
  ///
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  @discardableResult
  public final func endAppearanceTransition() -> Diagnostic? {
    guard appearanceState.isTransitioning, let batch = appearanceBatch else {
      return report(.endWithoutBegin, "endAppearanceTransition() while \(appearanceState)")
    }
    endAppearance(batch)
    return nil
  }

  // MARK: Engine

  /// The children this component forwards appearance to: those whose view is placed directly
  /// inside this component's view (no other component's view in between).
  final var forwardedChildren: [Component] {
    guard shouldAutomaticallyForwardAppearanceMethods else { return [] }
    return children.filter { child in
      guard let view = child.loadedView, view.superview != nil else { return false }
      return view.enclosingComponent === self
    }
  }

  /// Begins `batch` on this component and forwards it, depth-first, parent before child, to every
  /// child that can take it. Iterative: depth is unbounded.
  final func beginAppearance(_ isAppearing: Bool, batch: AppearanceBatch) {
    let event: AppearanceEvent = isAppearing ? .beginAppearing : .beginDisappearing
    // Each entry carries the batch its parent was in before this one, so a child that was following
    // the parent's cancelled transition follows the cancellation too.
    var stack: [(node: Component, parentPrevious: AppearanceBatch?)] = [(self, nil)]
    while let (node, parentPrevious) = stack.popLast() {
      if node !== self,
        !node.takesForwardedBegin(appearing: isAppearing, parentPrevious: parentPrevious)
      {
        continue
      }
      guard let (next, callback) = node.appearanceState.moving(on: event) else { continue }
      let previous = node.appearanceBatch
      node.appearanceState = next
      node.appearanceBatch = batch
      node.isAwaitingIsAppearing = isAppearing
      node.invoke(callback, animated: batch.animated)
      if isAppearing, node.appearanceBatch === batch {
        node.isAwaitingIsAppearing = false
        node.emit(.viewIsAppearing(animated: batch.animated))
        node.dispatch(.viewIsAppearing) { node.viewIsAppearing(batch.animated) }
      }
      node.isAwaitingIsAppearing = false
      guard node.appearanceBatch === batch else {
        // A hook took the node over (removed it, hid the window, ...): its children have not
        // followed this batch, so bring each in line with where the node ended up.
        for child in node.forwardedChildren { child.syncAppearance() }
        continue
      }
      for child in node.forwardedChildren.reversed() { stack.append((child, previous)) }
    }
  }

  /// Whether a child takes a transition forwarded by its parent. Disappearing takes every child
  /// heading visible. Appearing takes disappeared children, and disappearing ones only when they
  /// were following the parent's own (now cancelled) transition: a child that its container is
  /// animating out keeps that transition.
  private func takesForwardedBegin(appearing: Bool, parentPrevious: AppearanceBatch?) -> Bool {
    switch (appearing, appearanceState) {
    case (true, .disappeared): return true
    case (true, .disappearing): return parentPrevious != nil && appearanceBatch === parentPrevious
    case (false, .appeared), (false, .appearing): return true
    default: return false
    }
  }

  /// Ends `batch` on this component and on the children that belong to it, depth-first.
  ///
  /// Children are followed by batch membership, not by where their views are: a child whose view
  /// a hook moved away meanwhile still gets the `did*` that pairs its `will*`.
  final func endAppearance(_ batch: AppearanceBatch) {
    var stack: [Component] = [self]
    while let node = stack.popLast() {
      guard node.appearanceBatch === batch,
        let (next, callback) = node.appearanceState.moving(on: .end)
      else { continue }
      node.appearanceState = next
      node.appearanceBatch = nil
      node.invoke(callback, animated: batch.animated)
      for child in node.children.reversed() where child.appearanceBatch === batch {
        stack.append(child)
      }
    }
  }

  private func invoke(_ callback: AppearanceCallback, animated: Bool) {
    switch callback {
    case .willAppear:
      emit(.viewWillAppear(animated: animated))
      dispatch(.viewWillAppear) { viewWillAppear(animated) }
    case .willDisappear:
      emit(.viewWillDisappear(animated: animated))
      dispatch(.viewWillDisappear) { viewWillDisappear(animated) }
    case .didAppear:
      emit(.viewDidAppear(animated: animated))
      dispatch(.viewDidAppear) { viewDidAppear(animated) }
    case .didDisappear:
      emit(.viewDidDisappear(animated: animated))
      dispatch(.viewDidDisappear) { viewDidDisappear(animated) }
    }
  }

  /// Runs `body` with `hook` marked as the one the engine is dispatching, so that the base
  /// implementation of any other appearance hook called from inside it is recognised as a direct
  /// call.
  private func dispatch(_ hook: AppearanceHook, _ body: () -> Void) {
    let outer = dispatchingHook
    dispatchingHook = hook
    body()
    dispatchingHook = outer
  }
}
