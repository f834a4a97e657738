/// What the contract says a component's appearance should be, given where its view is.
enum ExpectedVisibility {
  /// A manual container drives this component; the engine leaves it alone.
  case unmanaged
  /// Not visible.
  case hidden
  /// Visible now.
  case visible
  /// Becoming visible with the parent's transition under way.
  case becomingVisible(AppearanceBatch)
}

extension Component {
  /// Contract §3: a component is visible when its view is in a visible window and every container
  /// above it is appeared. The parent's state already accounts for everything above it, so this
  /// looks at one level only.
  ///
  /// - Complexity: O(number of plain views between this view and the parent's view).
  final var expectedVisibility: ExpectedVisibility {
    expectedVisibility(superview: loadedView?.superviewReference)
  }

  /// ``expectedVisibility`` for a component whose view's superview is `superview` (read once by
  /// the caller: weak references are costly to read).
  ///
  /// `linkedParent` is the component that has just asked to be this one's parent
  /// (``embed(_:in:)``), or `nil`. While it lists this component last, it is the parent: a
  /// component listed in another's `children` has it as its parent (the tree's invariant), so
  /// the weak `parent` is not read. When a hook linked this component elsewhere first, or moved
  /// it since, the check fails and the weak reference is read as usual.
  final func expectedVisibility(superview: View?, linkedParent: Component? = nil)
    -> ExpectedVisibility
  {
    if let window = hostWindow {
      guard let superview, superview === window, window.isVisible else { return .hidden }
      return .visible
    }
    // Borrowed (`!`, `switch`), not bound: see `View.performLayout(owner:)`.
    if linkedParent != nil, linkedParent!.childList.last === self {
      return expectedVisibility(superview: superview, parent: linkedParent!)
    }
    switch parent {
    case .some(let parent): return expectedVisibility(superview: superview, parent: parent)
    case .none:
      // A view-only component follows its view (contract §3); one that `addChild` takes from its
      // old parent disappears from it there (contract §1.1), before `willMove(toParent:)`.
      guard superview != nil, !isLeavingForNewParent, presentationRecord?.presenting == nil
      else { return .hidden }
      return viewOnlyVisibility(superview: superview!)
    }
  }

  /// ``expectedVisibility(superview:linkedParent:)`` below a window's root, with the parent.
  // Forced inline: the hot paths measured faster with it (BENCHMARKS.md, "What the annotations
  // buy").
  @inline(__always)
  private func expectedVisibility(superview: View?, parent: Component) -> ExpectedVisibility {
    guard parent.shouldAutomaticallyForwardAppearanceMethods else { return .unmanaged }
    // The parent's own view (the common case) needs no call.
    guard
      superview != nil && superview === parent.loadedView
        || Component.isPlaced(superview, directlyIn: parent)
    else { return .hidden }
    switch parent.appearanceState {
    case .appeared: return .visible
    case .appearing:
      guard let batch = parent.appearanceBatch else { return .visible }
      return .becomingVisible(batch)
    case .disappeared, .disappearing: return .hidden
    }
  }

  /// Whether a view whose superview is `superview` is placed in `parent`'s view with no other
  /// component's view in between (``isPlacedDirectly(in:)`` for a superview the caller knows).
  /// (A function of its own: a `superview` bound by `guard let` where the parent's state is read
  /// was retained and released on the runtime's slow path.)
  @inline(never)
  static func isPlaced(_ superview: View?, directlyIn parent: Component) -> Bool {
    guard let superview else { return false }
    return superview.isInsideView(of: parent)
  }

  /// A batch for a structural change (unanimated, begun and ended by the same call): the window's
  /// spare one when nothing else holds it, which saves an allocation per appearance.
  ///
  /// Reusing it cannot be told from a new batch: a batch is compared only by identity, and a spare
  /// that only the context references is in no component and no caller's hands.
  // Forced inline: the hot paths measured faster with it (BENCHMARKS.md, "What the annotations
  // buy").
  @inline(__always)
  final func structuralBatch() -> AppearanceBatch {
    // The context is read through `!`, not bound (which would copy it).
    guard context != nil else { return AppearanceBatch(animated: false, kind: .structural) }
    if !isKnownUniquelyReferenced(&context!.spareStructuralBatch) {
      context!.spareStructuralBatch = AppearanceBatch(animated: false, kind: .structural)
    }
    return context!.spareStructuralBatch
  }

  /// After a transition placed this component's view: joins `batch` if the placement made it
  /// visible, otherwise syncs as any placement would. The container's state alone is not enough:
  /// `from`'s superview may lie outside the container's own view (a misplaced child, a detached
  /// subtree), and then `to` is not visible either.
  final func beginAppearanceIfPlacedVisibly(batch: AppearanceBatch) {
    guard case .visible = expectedVisibility,
      pursueAppearance(AppearanceRequest(visible: true, scope: .transition), in: batch)
    else { return syncAppearance() }
  }

  /// ``beginAppearanceIfPlacedVisibly(batch:)`` as a tab switch forwards it
  /// (``beginAppearing(batch:beforeIsAppearing:)``): every `viewWillAppear` of this component's
  /// subtree, then `beforeIsAppearing`, then the subtree's `viewIsAppearing`; `beforeIsAppearing`
  /// runs anyway, first, when this component does not begin appearing.
  final func beginAppearanceIfPlacedVisibly(
    batch: AppearanceBatch, beforeIsAppearing: () -> Void
  ) {
    if case .visible = expectedVisibility,
      case .begin(appearing: true) = decideAppearance(
        AppearanceRequest(visible: true, scope: .transition))
    {
      beginAppearing(batch: batch, beforeIsAppearing: beforeIsAppearing)
    } else {
      beforeIsAppearing()
      syncAppearance()
    }
  }

  /// Brings this component's appearance in line with ``expectedVisibility`` after its view or its
  /// parent changed. Structural changes are unanimated, so both halves happen now; a component
  /// joining a parent that is appearing joins the parent's transition instead.
  ///
  /// A transition that a caller or a transition owns (``isBatchRoot``) is left for its owner to
  /// end, except that a component made invisible while appearing is cancelled at once.
  ///
  /// A disappeared component with no view (a new child, which `addChild(_:)` syncs) has nothing
  /// to bring in line: that is told inline, without a call.
  // Forced inline: the hot paths measured faster with it (BENCHMARKS.md, "What the annotations
  // buy").
  @inline(__always)
  final func syncAppearance() {
    if loadedView == nil, appearanceState == .disappeared, !isWindowRootCandidate { return }
    guard !isVisibilitySyncSuspended else { return }
    syncAppearance(superview: loadedView?.superviewReference)
  }

  /// ``syncAppearance()`` for a component whose view's superview is `superview`, known to the
  /// caller (a placement that has just put the view there: the weak `superview` is not read
  /// again).
  ///
  /// `linkedParent` is the component that has just asked to be this one's parent, or `nil` (see
  /// ``expectedVisibility(superview:linkedParent:)``).
  final func syncAppearance(superview: View?, linkedParent: Component? = nil) {
    guard !isVisibilitySyncSuspended else { return }
    // A disappeared component whose view is not placed stays disappeared, whatever its parent
    // (hidden or unmanaged alike): the common case of `addChild` before the view is placed.
    if appearanceState == .disappeared, !isWindowRootCandidate, superview == nil { return }
    // A view-only component whose view left the reach of the transition it follows ends it now.
    if appearanceState.isTransitioning, superview != nil, parentReference == nil {
      endViewOnlyTransitionOutOfReach()
    }
    // Each case asks with a constant wish, so that only the wish's rows of the table remain.
    let decision: AppearanceDecision
    var offered: AppearanceBatch? = nil
    switch expectedVisibility(superview: superview, linkedParent: linkedParent) {
    case .unmanaged:
      return
    case .visible:
      decision = decideAppearance(AppearanceRequest(visible: true, scope: .placement))
    case .becomingVisible(let batch):
      // Placed from the parent's `viewWillAppear`: the parent's traversal reaches it after the
      // parent's `viewIsAppearing`, keeping parent before child (the `reached` row).
      decision = decideAppearance(AppearanceRequest(visible: true, scope: .parentsBatch))
      offered = batch
    case .hidden:
      decision = decideAppearance(AppearanceRequest(visible: false, scope: .placement))
    }
    // The common decision (a placement's both halves, per scrolled row) is run here: the general
    // `performAppearance` is part of a recursion (its walks sync), which the optimizer does not
    // inline.
    if case .transitionStructurally(let appearing) = decision {
      return transitionStructurally(appearing: appearing)
    }
    performAppearance(decision, in: offered)
  }

  /// Runs `place`, a transition placing this component's view itself, with this component's
  /// visibility syncs suspended (nested: a hook run by the placement may start another); the
  /// transition then decides its appearance.
  final func placeWithoutSync(_ place: () -> Void) {
    _ = appearance.handle(.suspendSync)
    place()
    _ = appearance.perform(.resumeSync)
  }

  // MARK: The one decision

  /// How this component's batch stands to `wish`: the one fact the wish's row of
  /// ``AppearanceState/decision(for:relation:)`` reads. `replacing` is the batch the wish
  /// replaces: the driver's previous batch (a forwarded begin) or the cancelled one.
  ///
  /// Reads the driver (a reference walk) only for the rows that need it.
  final func appearanceRelation(
    to wish: AppearanceRequest, replacing: AppearanceBatch? = nil
  ) -> CurrentBatchRelation {
    if case .parentsBatch = wish.scope, appearanceDriver?.isAwaitingIsAppearing == true {
      return .reached
    }
    guard let batch = appearanceBatch else { return .settled }
    switch wish.scope {
    case .placement where wish.visible, .parentsBatch:
      return batch.kind == .structural ? .placement : .other
    case .placement:
      if isBatchRoot { return .owned }
      // The batch's end reaches it through its driver while the driver is still in the batch.
      if let driver = appearanceDriver, driver.appearanceBatch === batch { return .reached }
      return .other
    case .forwarded, .cancellation:
      return replacing != nil && batch === replacing ? .replaced : .other
    case .transition, .byHand:
      return .other  // no row of these scopes reads it
    }
  }

  /// Asks the table what this component does next to answer `wish`; an illegal pair fails an
  /// assertion in debug builds and does nothing in release builds.
  final func decideAppearance(
    _ wish: AppearanceRequest, replacing: AppearanceBatch? = nil
  ) -> AppearanceDecision {
    let state = appearanceState
    // A settled component (the common case: a row scrolled in or out) is in no batch (the
    // invariant `transitionBookkeeping`): only a parent's batch has something to read then.
    let relation: CurrentBatchRelation
    if state.isTransitioning {
      relation = appearanceRelation(to: wish, replacing: replacing)
    } else if case .parentsBatch = wish.scope {
      relation = appearanceRelation(to: wish, replacing: replacing)
    } else {
      relation = .settled
    }
    let decision = state.decision(for: wish, relation: relation)
    if case .illegal = decision { illegalAppearanceMove(wish, relation: relation) }
    return decision
  }

  /// ``decideAppearance(_:replacing:)`` for a relation the caller knows.
  final func decideAppearance(
    _ wish: AppearanceRequest, relation: CurrentBatchRelation
  ) -> AppearanceDecision {
    let decision = appearanceState.decision(for: wish, relation: relation)
    if case .illegal = decision { illegalAppearanceMove(wish, relation: relation) }
    return decision
  }

  /// Stops a debug build at an illegal decision, naming it (out of line: the decision is
  /// inlined on the hot paths).
  @inline(never)
  private func illegalAppearanceMove(_ wish: AppearanceRequest, relation: CurrentBatchRelation) {
    assertionFailure(
      "no legal appearance move: \(pathSegment) \(wish) while \(appearanceState) (\(relation))")
  }

  /// Runs `decision`; `batch` is the wish's batch, which a `begin` begins.
  final func performAppearance(_ decision: AppearanceDecision, in batch: AppearanceBatch?) {
    switch decision {
    case .nothing, .illegal:
      return
    case .transitionStructurally(let appearing):
      transitionStructurally(appearing: appearing)
    case .begin(let appearing):
      guard let batch else {
        assertionFailure("\(pathSegment): a begin decided without a batch to begin")
        return
      }
      beginAppearance(appearing, batch: batch)
    case .endDisappearance:
      endDisappearance()
    }
  }

  /// Asks the table what this component does to answer `wish` within `batch`, and does it.
  /// Returns whether it began `batch`.
  @discardableResult
  final func pursueAppearance(
    _ wish: AppearanceRequest, in batch: AppearanceBatch, replacing: AppearanceBatch? = nil
  ) -> Bool {
    let decision = decideAppearance(wish, replacing: replacing)
    performAppearance(decision, in: batch)
    if case .begin = decision { return true }
    return false
  }

  /// Ends the disappearance this component is in, whose end would never reach it (its batch left
  /// its reach): its forwarded children still heading visible follow it first, then it gets its
  /// `viewDidDisappear`.
  final func endDisappearance() {
    guard let batch = appearanceBatch else { return }
    for child in forwardedChildren {
      child.pursueAppearance(AppearanceRequest(visible: false, scope: .forwarded), in: batch)
    }
    endAppearance(batch)
  }
}
