/// What a caller wants of a component's appearance: the visibility it should have, and within
/// which batch (contract §3–§5). The engine asks ``AppearanceState/decision(for:relation:)``
/// with it; the decision says what to do next.
package struct AppearanceRequest: Hashable, Sendable, CustomStringConvertible {
  /// Whether the component should be visible (`appearing`/`appeared`) or not.
  package var visible: Bool
  /// The batch the caller offers.
  package var scope: AppearanceRequestSource

  package init(visible: Bool, scope: AppearanceRequestSource) {
    self.visible = visible
    self.scope = scope
  }

  /// For example `visible by placement`.
  package var description: String { "\(visible ? "visible" : "hidden") by \(scope)" }
}

/// The batch a wish is within: who offers it, and so who ends it.
package enum AppearanceRequestSource: Hashable, Sendable, CaseIterable {
  /// A placement (a view placed or removed, a parent or window changed): unanimated, begun and
  /// ended at once on a structural batch.
  case placement
  /// The transition of a parent that is appearing, which a component placed meanwhile joins.
  case parentsBatch
  /// The begin of the component's driver (its parent, or the host of a view-only component),
  /// forwarded down the tree.
  case forwarded
  /// A batch that a transition begins on this component and ends itself (a swap, a presentation,
  /// a dismissal, a window shown).
  case transition
  /// The batch that cancels a transition under way: only a component still in the cancelled
  /// batch turns back.
  case cancellation
  /// `beginAppearanceTransition(_:animated:)`, whose redundant use is reported as a diagnostic
  /// before the table is asked.
  case byHand
}

/// How the component's current batch stands to the wish (what the row needs to know of it).
package enum CurrentBatchRelation: Hashable, Sendable, CaseIterable {
  /// In no batch: `appeared` or `disappeared`.
  case settled
  /// In a placement's (structural) batch, still being forwarded (a hook runs meanwhile).
  case placement
  /// Where a manual or transition batch was begun: its owner ends it.
  case owned
  /// In the batch the wish replaces: the parent's previous, now cancelled, transition (a
  /// forwarded begin) or the transition being cancelled (a cancellation).
  case replaced
  /// Its driver carries the batch to it: the batch's end reaches it through its driver, or (the
  /// parent's batch) the parent's begin, still before its `viewIsAppearing`, will.
  case reached
  /// In another batch: one its container animates, or one whose driver has moved on.
  case other
}

/// What a component does next, as ``AppearanceState/decision(for:relation:)`` decides.
package enum AppearanceDecision: Hashable, Sendable {
  /// Nothing to do: the component already heads where it is wanted, or another batch owns it.
  case nothing
  /// Begin the transition toward `appearing` in a placement's batch and end it at once; from
  /// the opposite transition (a placement's disappearance still being forwarded) this cancels it.
  case transitionStructurally(appearing: Bool)
  /// Begin `appearing` (or disappearing) in the wish's batch: join the parent's batch, take the
  /// forwarded begin, begin the transition's, or cancel the opposite transition under way.
  case begin(appearing: Bool)
  /// End the disappearance the component is in: its batch left its reach (the end would never
  /// come), so its children still heading visible follow it first and it gets `viewDidDisappear`.
  case endDisappearance
  /// No legal move answers this wish: an engine bug, caught by an assertion in debug builds.
  case illegal
}

extension AppearanceState {
  /// The one appearance decision: what a component in this state, in a batch standing to the
  /// wish as `relation`, does next to answer `wish` (contract §3–§5). Pure; the component runs
  /// the decision through ``AppearanceMachine/handle(_:)``, the only place that changes the state.
  ///
  /// Every `begin` row is a legal move of the state machine (the tests check the whole table).
  /// Meant to be inlined (the optimizer does it unforced: `@inline(__always)` measured no change
  /// with `Benchmarks/instructions.sh`): each caller asks with a constant wish, so only that wish's rows remain at the call
  /// site (the appearance path is hot: per scrolled row one component appears and one
  /// disappears; `Benchmarks/instructions.sh`).
  package func decision(
    for wish: AppearanceRequest, relation: CurrentBatchRelation
  ) -> AppearanceDecision {
    switch (wish.visible, wish.scope, self, relation) {
    // A placement (contract §3): unanimated, both halves at once.
    case (true, .placement, .disappeared, _):
      return .transitionStructurally(appearing: true)
    case (true, .placement, .disappearing, .placement):
      // A placement's disappearance still being forwarded (a hook showed the window again while
      // it was hiding): cancelled.
      return .transitionStructurally(appearing: true)
    case (true, .placement, .disappearing, _):
      return .nothing  // its container animates it out: that transition ends it
    case (true, .placement, .appearing, _), (true, .placement, .appeared, _):
      return .nothing
    case (false, .placement, .appeared, _), (false, .placement, .appearing, _):
      // Made invisible while appearing, even in a transition its owner ends: cancelled at once.
      return .transitionStructurally(appearing: false)
    case (false, .placement, .disappearing, .owned), (false, .placement, .disappearing, .reached):
      return .nothing  // its owner, or the end through its driver, ends it
    case (false, .placement, .disappearing, .settled):
      return .illegal  // transitioning outside any batch
    case (false, .placement, .disappearing, _):
      // Left its batch's reach (its view left, from a hook run while the batch was forwarded).
      return .endDisappearance
    case (false, .placement, .disappeared, _):
      return .nothing

    // Placed from a parent that is appearing: joins the parent's batch (contract §4).
    case (true, .parentsBatch, _, .reached):
      return .nothing  // the parent's walk reaches it after the parent's `viewIsAppearing`
    case (true, .parentsBatch, .disappeared, _), (true, .parentsBatch, .disappearing, .placement):
      return .begin(appearing: true)
    case (true, .parentsBatch, _, _):
      return .nothing
    case (false, .parentsBatch, _, _):
      return .illegal  // a parent's disappearance is forwarded, never joined

    // A begin forwarded by the driver (contract §3): disappearing takes every child heading
    // visible; appearing takes disappeared children, and disappearing ones only when they were
    // following the driver's own (now cancelled) transition.
    case (true, .forwarded, .disappeared, _), (true, .forwarded, .disappearing, .replaced):
      return .begin(appearing: true)
    case (true, .forwarded, _, _):
      return .nothing  // heading visible already, or animated out by its container
    case (false, .forwarded, .appeared, _), (false, .forwarded, .appearing, _):
      return .begin(appearing: false)
    case (false, .forwarded, _, _):
      return .nothing

    // A transition's own batch: appears what is disappeared, takes away what heads visible.
    case (true, .transition, .disappeared, _):
      return .begin(appearing: true)
    case (true, .transition, _, _):
      return .nothing
    case (false, .transition, .appeared, _), (false, .transition, .appearing, _):
      return .begin(appearing: false)
    case (false, .transition, _, _):
      return .nothing

    // A cancellation turns back what is still in the cancelled batch (contract §5).
    case (true, .cancellation, .disappearing, .replaced):
      return .begin(appearing: true)
    case (false, .cancellation, .appearing, .replaced):
      return .begin(appearing: false)
    case (_, .cancellation, _, _):
      return .nothing  // taken over meanwhile, or heading where it is wanted

    // By hand: the redundant begin was reported as a diagnostic before the table is asked.
    case (true, .byHand, .disappeared, _), (true, .byHand, .disappearing, _):
      return .begin(appearing: true)
    case (false, .byHand, .appeared, _), (false, .byHand, .appearing, _):
      return .begin(appearing: false)
    case (_, .byHand, _, _):
      return .illegal
    }
  }
}
