extension Component {
  /// Begins an appearance transition of this component, for containers that forward appearance
  /// manually (``shouldAutomaticallyForwardAppearanceMethods`` is `false`).
  ///
  /// Calls ``viewWillAppear(_:)`` and ``viewIsAppearing(_:)`` (or ``viewWillDisappear(_:)``) and
  /// moves ``appearanceState`` to `appearing` (or `disappearing`), loading the view first
  /// (``loadView()``, ``viewDidLoad()``) when it appears and was never loaded, as UIKit's
  /// appearance does: a component never appears without its view. If this component forwards
  /// automatically, its children whose views are inside its view follow, depth-first. Beginning the
  /// opposite transition while one is under way cancels it (`appearing → disappearing` or back).
  ///
  /// A component alone (no parent, no window, not presented, its view in no window) is driven
  /// by it too, as UIKit drives a lone view controller (contract §3); its placement decides
  /// again once it is placed or added to a container.
  ///
  /// Rejected with nothing changed: asking for the state already reached or under way
  /// (``Diagnostic/Code/redundantAppearanceTransition``), and calling it on a component whose
  /// appearance Compose drives, that is one whose parent forwards automatically, a window's root
  /// or a presented component (``Diagnostic/Code/appearanceDrivenAutomatically``).
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
    let operation = InvariantOperation(self)
    defer { operation.end(self) }
    guard isDrivenByHand else {
      return report(
        .appearanceDrivenAutomatically,
        "beginAppearanceTransition(\(isAppearing)) on a component whose appearance follows its "
          + "placement; only children of a manual container are driven by hand")
    }
    let event: AppearanceEvent = isAppearing ? .beginAppearing : .beginDisappearing
    guard appearanceState.moving(on: event) != nil else {
      return report(
        .redundantAppearanceTransition,
        "beginAppearanceTransition(\(isAppearing)) while \(appearanceState)")
    }
    if isAppearing, !isViewLoaded {
      // A component never appears without its view: load it first, as UIKit's appearance does
      // (contract §2, §3). Its `viewDidLoad` may have changed what is asked: check again.
      loadViewIfNeeded()
      guard isDrivenByHand, appearanceState.moving(on: event) != nil else {
        return report(
          .redundantAppearanceTransition,
          "beginAppearanceTransition(true) after viewDidLoad moved the component to "
            + "\(appearanceState)")
      }
    }
    pursueAppearance(
      AppearanceRequest(visible: isAppearing, scope: .byHand),
      in: AppearanceBatch(animated: animated, kind: .manual))
    return nil
  }

  /// Ends the appearance transition begun with ``beginAppearanceTransition(_:animated:)``:
  /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, then the same for the children that
  /// followed it.
  ///
  /// Without a transition under way this is rejected as ``Diagnostic/Code/endWithoutBegin``; a
  /// transition that Compose began (a placement, a window change, `transition(from:to:...)`), or
  /// that this component only follows from a parent it forwards automatically, is ended by its
  /// owner and cannot be ended here (``Diagnostic/Code/appearanceDrivenAutomatically``). If the
  /// component moved meanwhile to where Compose drives it, its placement decides afterwards.
  ///
  /// - Returns: `nil` on success, or the diagnostic of the rejected misuse.
  @discardableResult
  public final func endAppearanceTransition() -> Diagnostic? {
    let operation = InvariantOperation(self)
    defer { operation.end(self) }
    guard appearanceState.isTransitioning, let batch = appearanceBatch else {
      return report(.endWithoutBegin, "endAppearanceTransition() while \(appearanceState)")
    }
    let drivenByHand = isDrivenByHand
    guard batch.kind == .manual, isBatchRoot || drivenByHand else {
      return report(
        .appearanceDrivenAutomatically,
        "endAppearanceTransition() on a transition that Compose began (or that this component "
          + "follows from its parent) and will end")
    }
    endAppearance(batch)
    // Moved meanwhile to where Compose drives it (an automatic container, another window):
    // from now on its placement decides.
    if !drivenByHand { syncAppearance() }
    return nil
  }

  /// Whether the current appearance transition was begun with
  /// ``beginAppearanceTransition(_:animated:)`` (on this component or on an ancestor that forwarded
  /// it) and waits for ``endAppearanceTransition()``. Compose never ends such a transition itself.
  public final var isInManualAppearanceTransition: Bool {
    appearanceState.isTransitioning && appearanceBatch?.kind == .manual
  }

  /// Whether ``beginAppearanceTransition(_:animated:)`` drives this component: a child of a
  /// manual container, or a component alone (no parent, no window, not presented, its view in
  /// no window), whose callbacks UIKit delivers too: the unit-test idiom
  /// `begin(true, animated: false); end()` runs `viewWillAppear` and `viewDidAppear` (contract §3).
  final var isDrivenByHand: Bool {
    if case .unmanaged = expectedVisibility { return true }
    return isAlone
  }

  /// No parent, no window, not presented, and a view (if loaded) in no window.
  final var isAlone: Bool {
    parent == nil && hostWindow == nil && presentationRecord?.presenting == nil
      && loadedView?.window == nil
  }

  // MARK: Engine

  /// Whether `parent` forwards its appearance to this component: it forwards automatically and this
  /// component's view is placed directly inside `parent`'s view (no other component's view in
  /// between).
  final func isForwarded(by parent: Component) -> Bool {
    guard parent.shouldAutomaticallyForwardAppearanceMethods else { return false }
    return isPlacedDirectly(in: parent)
  }

  /// Whether this component's view is placed with `parent`'s view as the nearest component view
  /// above it.
  final func isPlacedDirectly(in parent: Component) -> Bool {
    Component.isPlaced(loadedView?.superviewReference, directlyIn: parent)
  }

  /// The children this component forwards appearance to.
  final var forwardedChildren: [Component] {
    guard shouldAutomaticallyForwardAppearanceMethods else { return [] }
    return children.filter { $0.isForwarded(by: self) }
  }

  /// Begins `batch` on this component and forwards it, depth-first, parent before child, to every
  /// child that can take it. Iterative: depth is unbounded.
  final func beginAppearance(_ isAppearing: Bool, batch: AppearanceBatch) {
    beginAppearanceWalk(isAppearing, batch: batch)
  }

  /// ``beginAppearance(_:batch:)`` appearing, as a tab switch forwards it (contract §5): the
  /// `viewWillAppear` of this component and then of every component the walk reaches (parent
  /// before child), then `beforeIsAppearing` (the old tab's `viewWillDisappear` and its
  /// descendants'), then the `viewIsAppearing` of each, in the same order (contract §4: once the
  /// view is in the hierarchy). `beforeIsAppearing` runs once, whatever the hooks did.
  final func beginAppearing(batch: AppearanceBatch, beforeIsAppearing: () -> Void) {
    batch.defersIsAppearing = true
    beginAppearanceWalk(true, batch: batch)
    batch.defersIsAppearing = false
    beforeIsAppearing()
    deliverDeferredIsAppearing(in: batch)
  }

  /// Sends the `viewIsAppearing` that a tab switch's walk deferred, to this component and to the
  /// components below it still in `batch`, depth-first, parent before child (children in
  /// `children` order, then the view-only components hosted in the view). Iterative.
  private func deliverDeferredIsAppearing(in batch: AppearanceBatch) {
    var stack: [Component] = [self]
    while let node = stack.popLast() {
      guard node.appearanceBatch === batch else { continue }
      if node.hasPendingIsAppearing { node.deliverAwaitedIsAppearing() }
      // Its `viewIsAppearing` took it over (removed it, cancelled it): it left the batch.
      guard node.appearanceBatch === batch else { continue }
      if node.mayHostViewOnlyComponents {
        for viewOnly in node.hostedViewOnlyComponents.reversed()
        where viewOnly.appearanceBatch === batch {
          stack.append(viewOnly)
        }
      }
      for child in node.childList.reversed() where child.appearanceBatch === batch {
        stack.append(child)
      }
    }
  }

  /// A structural change's whole transition, unanimated, begun and ended by this call on a
  /// structural batch (``structuralBatch()``): a component placed in or taken out of a visible
  /// container, the common case, or a structural disappearance cancelled. Both walks are
  /// inlined here.
  final func transitionStructurally(appearing: Bool) {
    let batch = structuralBatch()
    beginAppearanceWalk(appearing, batch: batch)
    endAppearanceWalk(batch)
  }

  /// The body of ``beginAppearance(_:batch:)``.
  // Forced inline: the hot paths measured faster with it (BENCHMARKS.md, "What the annotations
  // buy").
  @inline(__always)
  private func beginAppearanceWalk(_ isAppearing: Bool, batch: AppearanceBatch) {
    // Each entry carries the batch its parent was in before this one, so a child that was following
    // the parent's cancelled transition follows the cancellation too. The stack holds only
    // forwarded children, so a leaf allocates nothing.
    // Created at the first push: a leaf's walk has no array to release.
    var stack: [ForwardedBegin]? = nil
    beginAppearanceStep(isAppearing, batch: batch, isRoot: true, pushingOnto: &stack)
    while let (node, parentPrevious) = stack?.popLast() {
      // A hook run since this child was pushed may have moved its parent on (a takeover) or
      // moved the child: then it is no longer this batch's to forward; bring it in line instead.
      // The driver is the parent, or the host of a view-only component (contract §3).
      let parent = node.parentReference
      guard let driver = parent ?? node.viewOnlyHost, driver.appearanceBatch === batch,
        parent == nil || node.isForwarded(by: driver)
      else {
        node.syncAppearance()
        continue
      }
      guard node.takesForwardedBegin(appearing: isAppearing, parentPrevious: parentPrevious)
      else { continue }
      node.beginAppearanceStep(isAppearing, batch: batch, isRoot: false, pushingOnto: &stack)
    }
  }

  /// A child that ``beginAppearance(_:batch:)`` is to forward its batch to, with the batch its
  /// parent was in before.
  private typealias ForwardedBegin = (node: Component, parentPrevious: AppearanceBatch?)

  /// Begins `batch` on this component alone and pushes the children it forwards the batch to.
  /// (A step of its own, so that the walk's root, `self`, is never copied into a variable: each
  /// copy of a weakly referenced object costs a retain and a release on the runtime's slow path.)
  private func beginAppearanceStep(
    _ isAppearing: Bool, batch: AppearanceBatch, isRoot: Bool,
    pushingOnto stack: inout [ForwardedBegin]?
  ) {
    // Legal by construction: the table decided this begin just before (a root's caller, or
    // `takesForwardedBegin`), and no hook ran since.
    guard
      case .began(let callback, let previous)? = appearance.perform(
        .begin(appearing: isAppearing, batch: batch, isRoot: isRoot))
    else { return }
    // A view waiting to be laid out until this component is not disappeared may be now (only a
    // component that such a view waits for: an appearing row of a scrolled list has the window
    // walk none of the views waiting elsewhere).
    if isAppearing, blocksAwaitingLayout {
      blocksAwaitingLayout = false
      if context != nil { context!.awaitingViewsMayBeVisible = true }
    }
    invoke(callback, animated: batch.animated)
    if appearanceBatch === batch {
      if batch.defersIsAppearing {
        // A tab switch: `viewIsAppearing` comes after the whole walk (``beginAppearing``).
        _ = appearance.handle(.deferIsAppearing)
      } else {
        deliverIsAppearingIfAwaited()
        _ = appearance.handle(.forwarded)
      }
    } else {
      _ = appearance.handle(.forwarded)
    }
    guard appearanceBatch === batch else {
      // A hook took the node over (removed it, hid the window, ...): its children have not
      // followed this batch, so bring each in line with where the node ended up.
      for child in childList where child.isForwarded(by: self) || child.appearanceBatch != nil {
        child.syncAppearance()
      }
      if mayHostViewOnlyComponents {
        for viewOnly in hostedViewOnlyComponents { viewOnly.syncAppearance() }
      }
      return
    }
    if let previous {
      // Children left in the node's previous transition that it no longer forwards (their views
      // moved away) would wait for an end that now never reaches them: settle them.
      for child in childList
      where child.appearanceBatch === previous && !child.isForwarded(by: self) {
        child.syncAppearance()
      }
    }
    // View-only components placed in this view follow it (contract §3), after its children.
    if mayHostViewOnlyComponents {
      for viewOnly in hostedViewOnlyComponents.reversed() {
        if stack == nil { stack = [] }
        stack!.append((viewOnly, previous))
      }
    }
    guard !childList.isEmpty, shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childList.reversed() where child.isForwarded(by: self) {
      if stack == nil { stack = [] }
      stack!.append((child, previous))
    }
  }

  /// Whether a child takes a transition forwarded by its parent, as the table's `forwarded` rows
  /// decide: disappearing takes every child heading visible; appearing takes disappeared
  /// children, and disappearing ones only when they were following the parent's own (now
  /// cancelled) transition: a child that its container is animating out keeps that transition.
  private func takesForwardedBegin(appearing: Bool, parentPrevious: AppearanceBatch?) -> Bool {
    let wish = AppearanceRequest(visible: appearing, scope: .forwarded)
    guard case .begin = decideAppearance(wish, replacing: parentPrevious) else { return false }
    return true
  }

  /// Ends `batch` on this component and on the children that belong to it, depth-first.
  ///
  /// Children are followed by batch membership, not by where their views are: a child whose view
  /// a hook moved away meanwhile still gets the `did*` that pairs its `will*`. A component that
  /// left its window's tree while in the batch leaves the window once it has ended.
  final func endAppearance(_ batch: AppearanceBatch) {
    endAppearanceWalk(batch)
  }

  /// The body of ``endAppearance(_:)``.
  // Forced inline: the hot paths measured faster with it (BENCHMARKS.md, "What the annotations
  // buy").
  @inline(__always)
  private func endAppearanceWalk(_ batch: AppearanceBatch) {
    // Created at the first push, as in `beginAppearanceWalk`.
    var stack: [Component]? = nil
    endAppearanceStep(batch, pushingOnto: &stack)
    while let node = stack?.popLast() { node.endAppearanceStep(batch, pushingOnto: &stack) }
  }

  /// Ends `batch` on this component alone and pushes its children in the batch (see
  /// `beginAppearanceStep` for why the walk's root is a step of its own).
  private func endAppearanceStep(_ batch: AppearanceBatch, pushingOnto stack: inout [Component]?) {
    guard appearanceBatch === batch, appearanceState.isTransitioning else { return }
    if appearanceState == .appearing, hasPendingIsAppearing {
      deliverAwaitedIsAppearing()
      // Its `viewIsAppearing` took it over (removed it, cancelled it): it left the batch.
      guard appearanceBatch === batch else { return }
    }
    guard case .ended(let callback)? = appearance.perform(.end(batch)) else { return }
    invoke(callback, animated: batch.animated)
    if mayHostViewOnlyComponents {
      for viewOnly in hostedViewOnlyComponents.reversed()
      where viewOnly.appearanceBatch === batch {
        if stack == nil { stack = [] }
        stack!.append(viewOnly)
      }
    }
    for child in childList.reversed() where child.appearanceBatch === batch {
      if stack == nil { stack = [] }
      stack!.append(child)
    }
    switch appearance.handle(.settle) {
    case .leaveWindow?:
      // Detached while transitioning (see `enterContext`): now it leaves the window, with the
      // components added below it meanwhile (those still transitioning leave at their own end).
      enterContext(nil)
    case .notifyParent(let leavesWindow)?:
      if leavesWindow { enterContext(nil) }
      parentReference?.childDidSettleAppearance(self)
    default:
      break
    }
  }

  /// Sends `viewIsAppearing` if `viewWillAppear` has run and it has not (a hook ending the
  /// appearance from inside `viewWillAppear` must not skip it).
  ///
  /// Nothing awaited, the common case at the end of an appearance, is one test (the optimizer
  /// inlines it unforced: `@inline(__always)` measured no change).
  private func deliverIsAppearingIfAwaited() {
    if isAwaitingIsAppearing { deliverAwaitedIsAppearing() }
  }

  /// ``deliverIsAppearingIfAwaited()`` once something awaits it (the machine checks again).
  private func deliverAwaitedIsAppearing() {
    guard case .sendIsAppearing(let animated)? = appearance.perform(.deliverIsAppearing) else {
      return
    }
    invoke(.viewIsAppearing, animated: animated)
  }

  /// Runs `hook`: its event, then the hook itself, marked as the one the engine dispatches.
  private func invoke(_ hook: AppearanceHook, animated: Bool) {
    switch hook {
    case .viewWillAppear:
      emitFollowingView(.viewWillAppear(animated: animated))
      dispatch(.viewWillAppear) { deliverViewWillAppear(animated) }
    case .viewIsAppearing:
      emitFollowingView(.viewIsAppearing(animated: animated))
      dispatch(.viewIsAppearing) { deliverViewIsAppearing(animated) }
    case .viewWillDisappear:
      emitFollowingView(.viewWillDisappear(animated: animated))
      dispatch(.viewWillDisappear) { deliverViewWillDisappear(animated) }
    case .viewDidAppear:
      emitFollowingView(.viewDidAppear(animated: animated))
      dispatch(.viewDidAppear) { deliverViewDidAppear(animated) }
    case .viewDidDisappear:
      emitFollowingView(.viewDidDisappear(animated: animated))
      dispatch(.viewDidDisappear) { deliverViewDidDisappear(animated) }
    }
  }

  /// Runs `body` with `hook` marked as the one the engine is dispatching, so that the base
  /// implementation of any other appearance hook called from inside it is recognised as a direct
  /// call.
  private func dispatch(_ hook: AppearanceHook, _ body: () -> Void) {
    guard case .outerHook(let outer)? = appearance.handle(.hookStarted(hook)) else { return body() }
    let operation = InvariantOperation(self)
    body()
    operation.endHook()
    _ = appearance.handle(.hookEnded(outer: outer))
  }
}
