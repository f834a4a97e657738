/// The appearance engine's state of one component: its ``AppearanceState`` and everything the
/// engine keeps beside it while a transition runs, changed only through ``handle(_:)``.
///
/// After swift-nio's channel lifecycle manager: one private state, one transition function over
/// `(state, event)`, and the illegal pairs caught in that one place (``handle(_:)`` returns `nil`
/// and changes nothing). What a component does next is decided beforehand by one table,
/// ``AppearanceState/decision(for:relation:)``, asked with what the caller wants; the component then moves
/// through ``perform(_:)``, which asserts (in debug builds) that the move was legal, and runs the
/// effect it returns (the hook to call).
///
/// Package access so that the tests can walk the table.
///
/// | Field | Set by | Cleared by |
/// |---|---|---|
/// | `state` | `begin`, `end` | — |
/// | `batch` (the transition the component is in) | `begin` | `end` |
/// | `isBatchRoot` (its owner ends it, not a placement) | `begin` on the batch's first component | `end` |
/// | `isAppearingPending` (between `viewWillAppear` and `viewIsAppearing`: `awaited`, or `deferred` once forwarded by a walk that sends `viewIsAppearing` later) | `begin(appearing)`, `deferIsAppearing` | `deliverIsAppearing`, `forwarded`, `end` |
/// | `dispatchingHook` (the hook the engine is calling) | `hookStarted` | `hookEnded` |
/// | `isVisibilitySyncSuspended` (a transition places the view itself; nested) | `suspendSync` | `resumeSync` |
/// | `leavesWindowWhenSettled` (detached mid-transition) | `detachWhileTransitioning` | `attach`, `settle` |
/// | `notifiesParentWhenSettled` (a container waits for this component's first appearance) | `notifyParentWhenSettled` | `settle` |
package struct AppearanceMachine {
  /// What can happen to a component's appearance bookkeeping.
  package enum Event {
    /// Begin `batch` (appearing or disappearing). `isRoot`: this component is where a manual or
    /// transition batch was begun.
    case begin(appearing: Bool, batch: AppearanceBatch, isRoot: Bool)
    /// End `batch`, if the component is still in it.
    case end(AppearanceBatch)
    /// `viewIsAppearing` is being sent (it was awaited).
    case deliverIsAppearing
    /// The begin has been forwarded: nothing awaits `viewIsAppearing` any more.
    case forwarded
    /// The begin has been forwarded by a walk that sends `viewIsAppearing` after the whole
    /// subtree's `viewWillAppear` (a tab switch, contract §5): it stays owed, as `deferred`.
    case deferIsAppearing
    /// The engine starts calling `hook`.
    case hookStarted(AppearanceHook)
    /// The engine returned from a hook; `outer` is the one it was calling before.
    case hookEnded(outer: AppearanceHook?)
    /// A transition places this component's view itself and drives its appearance.
    case suspendSync
    /// The transition's placement is done.
    case resumeSync
    /// Detached from its window while transitioning: keep the window until the transition ends.
    case detachWhileTransitioning
    /// Attached to a window (or detached while not transitioning).
    case attach
    /// The transition ended: leave the window now if it was detached meanwhile, and tell the
    /// parent if it asked.
    case settle
    /// The parent waits for this component's next settled transition (a navigation container's
    /// entering top, whose `didMove(toParent:)` follows its first `viewDidAppear`, contract §5).
    case notifyParentWhenSettled
  }

  /// What a legal move asks the component to do.
  package enum Effect {
    /// Nothing beyond the state change.
    case none
    /// Call the hook; `previous` is the batch the component was in before this begin.
    case began(AppearanceHook, previous: AppearanceBatch?)
    /// Call the hook that ends the transition.
    case ended(AppearanceHook)
    /// Send `viewIsAppearing` with this animation flag.
    case sendIsAppearing(animated: Bool)
    /// The hook the engine was calling before `hookStarted` (to restore at `hookEnded`).
    case outerHook(AppearanceHook?)
    /// Leave the window's context now.
    case leaveWindow
    /// Tell the parent that the transition ended (after leaving the window's context now, if
    /// `leavesWindow`).
    case notifyParent(leavesWindow: Bool)
  }

  // The word-sized fields first, then the one-byte ones together: stored properties are laid out
  // in declaration order, and this value is stored in every component.
  package private(set) var batch: AppearanceBatch?
  /// How many placements by transitions are under way on this component (a hook of one may start
  /// another): its visibility syncs wait until the last one is done.
  private var syncSuspensions = 0
  package private(set) var state: AppearanceState = .disappeared
  package private(set) var isBatchRoot = false
  package private(set) var isAppearingPending: IsAppearingPending = .none
  package private(set) var dispatchingHook: AppearanceHook?
  /// What the end of the transition does: ``SettleAction`` bits.
  private var settleActions: UInt8 = 0
  package var isVisibilitySyncSuspended: Bool { syncSuspensions > 0 }
  /// Detached from its window while transitioning: it leaves the window when the transition ends.
  package var leavesWindowWhenSettled: Bool { settleActions & SettleAction.leaveWindow != 0 }
  /// Its parent waits for the end of its next transition.
  package var notifiesParentWhenSettled: Bool {
    settleActions & SettleAction.notifyParent != 0
  }

  /// The bits of `settleActions` (one byte, so that `settle`, run at the end of every
  /// transition, tests one field as it always did).
  private enum SettleAction {
    static let leaveWindow: UInt8 = 1
    static let notifyParent: UInt8 = 2
  }
  /// `viewWillAppear` has run and the walk that began it has not forwarded it yet: a component
  /// placed from its hooks is reached by that walk.
  package var isAwaitingIsAppearing: Bool { isAppearingPending == .awaited }
  /// `viewWillAppear` has run and `viewIsAppearing` has not (awaited or deferred).
  package var hasPendingIsAppearing: Bool { isAppearingPending != .none }

  /// Whether `viewIsAppearing` is owed, and by whom.
  package enum IsAppearingPending: UInt8, Sendable {
    /// Nothing is owed.
    case none
    /// Owed by the walk that is forwarding this component's begin.
    case awaited
    /// Owed by the walk's owner, after the whole subtree's `viewWillAppear` (contract §5).
    case deferred
  }

  /// Creates the state of a component that has never appeared.
  package init() {}

  /// The one transition function. Returns `nil`, changing nothing, for an illegal pair: a `begin`
  /// of the state already reached or under way, an `end` of a batch the component is not in (or
  /// with nothing begun), `viewIsAppearing` not awaited, a resume without a suspension, a
  /// detachment outside a transition, a settle with nothing pending.
  package mutating func handle(_ event: Event) -> Effect? {
    switch event {
    case .begin(let appearing, let newBatch, let isRoot):
      guard
        let (next, callback) = state.moving(on: appearing ? .beginAppearing : .beginDisappearing)
      else { return nil }
      let previous = batch
      state = next
      batch = newBatch
      isBatchRoot = isRoot && newBatch.kind != .structural
      isAppearingPending = appearing ? .awaited : .none
      return .began(callback, previous: previous)
    case .end(let ending):
      guard batch === ending, let (next, callback) = state.moving(on: .end) else { return nil }
      state = next
      batch = nil
      isBatchRoot = false
      isAppearingPending = .none
      return .ended(callback)
    case .deliverIsAppearing:
      guard isAppearingPending != .none, let batch else { return nil }
      isAppearingPending = .none
      return .sendIsAppearing(animated: batch.animated)
    case .forwarded:
      isAppearingPending = .none
      return Effect.none
    case .deferIsAppearing:
      guard isAppearingPending == .awaited else { return Effect.none }
      isAppearingPending = .deferred
      return Effect.none
    case .hookStarted(let hook):
      let outer = dispatchingHook
      dispatchingHook = hook
      return .outerHook(outer)
    case .hookEnded(let outer):
      dispatchingHook = outer
      return Effect.none
    case .suspendSync:
      syncSuspensions += 1
      return Effect.none
    case .resumeSync:
      guard syncSuspensions > 0 else { return nil }
      syncSuspensions -= 1
      return Effect.none
    case .detachWhileTransitioning:
      guard state.isTransitioning else { return nil }
      settleActions |= SettleAction.leaveWindow
      return Effect.none
    case .attach:
      settleActions &= ~SettleAction.leaveWindow
      return Effect.none
    case .settle:
      guard settleActions != 0 else { return nil }
      let leaves = settleActions & SettleAction.leaveWindow != 0
      let notifies = settleActions & SettleAction.notifyParent != 0
      settleActions = 0
      return notifies ? .notifyParent(leavesWindow: leaves) : .leaveWindow
    case .notifyParentWhenSettled:
      settleActions |= SettleAction.notifyParent
      return Effect.none
    }
  }

  /// ``handle(_:)`` for a move that the caller has made legal (by asking
  /// ``AppearanceState/decision(for:relation:)``, or by its own check just before): an illegal one is an engine
  /// bug, caught by an assertion in debug builds; in release builds it changes nothing, as
  /// ``handle(_:)`` does.
  package mutating func perform(_ event: Event) -> Effect? {
    let effect = handle(event)
    if effect == nil { assertionFailure("illegal appearance move: \(event) while \(state)") }
    return effect
  }

  /// Overwrites the state or the running hook without a transition: the one deliberate exception
  /// to ``handle(_:)``, for the tests of the invariant checks (`InvariantCorruption`) only.
  package mutating func corruptForInvariantTesting(
    state: AppearanceState? = nil, hook: AppearanceHook? = nil
  ) {
    if let state { self.state = state }
    if let hook { dispatchingHook = hook }
  }
}
