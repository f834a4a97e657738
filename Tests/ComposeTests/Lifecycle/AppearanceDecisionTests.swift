import Compose
import Testing

/// The one appearance decision: the table that every caller asks with what it wants
/// (the visibility a component should have, within which batch), walked row by row against
/// contract §3–§5.
@Suite struct AppearanceDecisionTests {
  private static let states: [AppearanceState] = [
    .disappeared, .appearing, .appeared, .disappearing,
  ]

  private func decide(
    _ visible: Bool, _ scope: AppearanceRequestSource, _ state: AppearanceState,
    _ relation: CurrentBatchRelation
  ) -> AppearanceDecision {
    state.decision(for: AppearanceRequest(visible: visible, scope: scope), relation: relation)
  }

  /// Drives a fresh machine to `state` through legal moves only.
  private func machine(in state: AppearanceState) -> AppearanceMachine {
    var machine = AppearanceMachine()
    let batch = AppearanceBatch(animated: false, kind: .transition)
    switch state {
    case .disappeared:
      break
    case .appearing:
      _ = machine.handle(.begin(appearing: true, batch: batch, isRoot: true))
    case .appeared:
      _ = machine.handle(.begin(appearing: true, batch: batch, isRoot: true))
      _ = machine.handle(.end(batch))
    case .disappearing:
      _ = machine.handle(.begin(appearing: true, batch: batch, isRoot: true))
      _ = machine.handle(.end(batch))
      _ = machine.handle(.begin(appearing: false, batch: batch, isRoot: true))
    }
    return machine
  }

  /// Contract §3: never two `will*` of the same kind in a row, and a decision never moves a
  /// component away from what is wanted. Every begin the table decides, in every row, is one the
  /// machine accepts, toward the wished visibility; an end is decided only for a disappearance.
  @Test func everyMoveTheTableDecidesIsLegalAndTowardTheWish() {
    for visible in [true, false] {
      for scope in AppearanceRequestSource.allCases {
        for state in Self.states {
          for relation in CurrentBatchRelation.allCases {
            let decision = decide(visible, scope, state, relation)
            let row = "\(visible) \(scope) \(state) \(relation)"
            switch decision {
            case .begin(let appearing), .transitionStructurally(let appearing):
              #expect(appearing == visible, "\(row)")
              var machine = machine(in: state)
              let batch = AppearanceBatch(animated: false, kind: .structural)
              let effect = machine.handle(
                .begin(appearing: appearing, batch: batch, isRoot: true))
              #expect(effect != nil, "\(row): \(decision) is not a legal move")
            case .endDisappearance:
              #expect(!visible && state == .disappearing, "\(row)")
            case .nothing, .illegal:
              break
            }
          }
        }
      }
    }
  }

  /// Contract §3: a component added to (or removed from) an appeared container without
  /// animation gets both halves at once; one made invisible while appearing is cancelled at once,
  /// whoever began its appearance.
  @Test func aPlacementTransitionsStructurally() {
    for relation in CurrentBatchRelation.allCases {
      #expect(
        decide(true, .placement, .disappeared, relation) == .transitionStructurally(appearing: true)
      )
      #expect(
        decide(false, .placement, .appeared, relation) == .transitionStructurally(appearing: false))
      #expect(
        decide(false, .placement, .appearing, relation) == .transitionStructurally(appearing: false)
      )
    }
    // A placement's own disappearance, still being forwarded when the component is shown again:
    // cancelled (`disappearing → appearing`), both halves at once.
    #expect(
      decide(true, .placement, .disappearing, .placement)
        == .transitionStructurally(appearing: true))
  }

  /// Contract §3 (pairs) and §4 (an animated transition ends on the clock): a disappearance that
  /// a container animates, that its owner ends or whose end still reaches the component through
  /// its driver is left alone; one whose end can no longer reach it is ended now, so that its
  /// `viewWillDisappear` still gets its `viewDidDisappear`.
  @Test func aDisappearanceUnderWayIsEndedOnlyWhenItsEndCanNoLongerReachIt() {
    #expect(decide(true, .placement, .disappearing, .other) == .nothing)
    #expect(decide(true, .placement, .disappearing, .owned) == .nothing)
    #expect(decide(false, .placement, .disappearing, .owned) == .nothing)
    #expect(decide(false, .placement, .disappearing, .reached) == .nothing)
    #expect(decide(false, .placement, .disappearing, .other) == .endDisappearance)
  }

  /// A component already where (or heading where) it is wanted is left alone: no second `will*`
  /// of the same kind (contract §3).
  @Test func aComponentHeadingWhereItIsWantedIsLeftAlone() {
    for scope in AppearanceRequestSource.allCases where scope != .byHand {
      for relation in CurrentBatchRelation.allCases {
        #expect(decide(true, scope, .appeared, relation) == .nothing, "\(scope) \(relation)")
        #expect(decide(true, scope, .appearing, relation) == .nothing, "\(scope) \(relation)")
      }
    }
    for scope in [AppearanceRequestSource.placement, .forwarded, .transition, .cancellation] {
      for relation in CurrentBatchRelation.allCases where relation != .settled {
        #expect(decide(false, scope, .disappearing, relation) != .begin(appearing: false))
      }
      #expect(decide(false, scope, .disappeared, .settled) == .nothing, "\(scope)")
    }
  }

  /// Contract §4: a child placed in a parent that is appearing joins the parent's transition,
  /// after the parent's `viewIsAppearing` (parent before child, §3), unless its container
  /// animates it out.
  @Test func aChildPlacedInAnAppearingParentJoinsTheParentsBatch() {
    #expect(decide(true, .parentsBatch, .disappeared, .settled) == .begin(appearing: true))
    #expect(decide(true, .parentsBatch, .disappearing, .placement) == .begin(appearing: true))
    #expect(decide(true, .parentsBatch, .disappearing, .other) == .nothing)
    // The parent has not sent its `viewIsAppearing` yet: its own walk reaches the child after it.
    #expect(decide(true, .parentsBatch, .disappeared, .reached) == .nothing)
  }

  /// Contract §3, automatic forwarding: a disappearance reaches every child heading visible; an
  /// appearance reaches disappeared children, and disappearing ones only when they followed the
  /// parent's own transition that this appearance cancels (a child its container animates out
  /// keeps that transition).
  @Test func aForwardedBeginReachesTheChildrenItCanMove() {
    #expect(decide(false, .forwarded, .appeared, .settled) == .begin(appearing: false))
    #expect(decide(false, .forwarded, .appearing, .other) == .begin(appearing: false))
    #expect(decide(false, .forwarded, .appearing, .owned) == .begin(appearing: false))
    #expect(decide(true, .forwarded, .disappeared, .settled) == .begin(appearing: true))
    #expect(decide(true, .forwarded, .disappearing, .replaced) == .begin(appearing: true))
    #expect(decide(true, .forwarded, .disappearing, .other) == .nothing)
    #expect(decide(true, .forwarded, .disappearing, .owned) == .nothing)
  }

  /// Contract §4–§5: a transition (a swap, a presentation, a dismissal, a window shown) appears
  /// what is disappeared and takes away what heads visible; its cancellation turns back only what
  /// is still in the cancelled batch (what another operation took over meanwhile is left alone).
  @Test func aTransitionAndItsCancellationMoveOnlyWhatTheyOwn() {
    #expect(decide(true, .transition, .disappeared, .settled) == .begin(appearing: true))
    #expect(decide(true, .transition, .disappearing, .other) == .nothing)
    #expect(decide(false, .transition, .appeared, .settled) == .begin(appearing: false))
    #expect(decide(false, .transition, .appearing, .other) == .begin(appearing: false))
    #expect(decide(true, .cancellation, .disappearing, .replaced) == .begin(appearing: true))
    #expect(decide(false, .cancellation, .appearing, .replaced) == .begin(appearing: false))
    for state in Self.states {
      for relation in CurrentBatchRelation.allCases where relation != .replaced {
        #expect(decide(true, .cancellation, state, relation) == .nothing)
        #expect(decide(false, .cancellation, state, relation) == .nothing)
      }
    }
  }

  /// Contract §3: `beginAppearanceTransition` may cancel the opposite transition under way
  /// (`disappearing → appearing` or back) whoever began it.
  @Test func aBeginByHandCancelsTheOppositeTransition() {
    for relation in CurrentBatchRelation.allCases {
      #expect(decide(true, .byHand, .disappearing, relation) == .begin(appearing: true))
      #expect(decide(false, .byHand, .appearing, relation) == .begin(appearing: false))
    }
  }

  /// The moves no caller may make are `illegal` (an assertion in debug builds), not dropped: a
  /// begin by hand of the state reached or under way (reported to the user as a diagnostic before
  /// the table is asked), a disappearance joined from a parent (a parent's disappearance is
  /// forwarded), a transition outside any batch.
  @Test func theMovesNoCallerMayMakeAreIllegal() {
    for relation in CurrentBatchRelation.allCases {
      #expect(decide(true, .byHand, .appearing, relation) == .illegal)
      #expect(decide(true, .byHand, .appeared, relation) == .illegal)
      #expect(decide(false, .byHand, .disappearing, relation) == .illegal)
      #expect(decide(false, .byHand, .disappeared, relation) == .illegal)
      for state in Self.states {
        #expect(decide(false, .parentsBatch, state, relation) == .illegal)
      }
    }
    #expect(decide(false, .placement, .disappearing, .settled) == .illegal)
    // The legal counterparts are not.
    #expect(decide(true, .byHand, .disappeared, .settled) != .illegal)
    #expect(decide(false, .byHand, .appeared, .settled) != .illegal)
  }

  /// `perform` runs a legal move exactly as `handle` does (the assertion is for illegal ones,
  /// which no test can trap in-process).
  @Test func performRunsALegalMoveAsHandleDoes() {
    var machine = machine(in: .disappeared)
    let batch = AppearanceBatch(animated: true, kind: .transition)
    guard
      case .began(.viewWillAppear, nil)? = machine.perform(
        .begin(appearing: true, batch: batch, isRoot: true))
    else {
      Issue.record("no viewWillAppear")
      return
    }
    #expect(machine.state == .appearing && machine.batch === batch)
    guard case .ended(.viewDidAppear)? = machine.perform(.end(batch)) else {
      Issue.record("no viewDidAppear")
      return
    }
    #expect(machine.state == .appeared)
  }
}
