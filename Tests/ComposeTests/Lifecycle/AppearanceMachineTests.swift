import Compose
import Testing

/// Contract §3's state machine, walked through the one transition function that changes a
/// component's appearance bookkeeping: every legal move gives its callback, every
/// illegal pair changes nothing.
@Suite struct AppearanceMachineTests {
  /// Drives a fresh machine to `state` through legal moves only.
  private func machine(in state: AppearanceState) -> (AppearanceMachine, AppearanceBatch) {
    var machine = AppearanceMachine()
    let batch = AppearanceBatch(animated: true, kind: .transition)
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
    #expect(machine.state == state)
    return (machine, batch)
  }

  /// Contract §3: `viewWillAppear` from disappeared or disappearing (a cancellation),
  /// `viewWillDisappear` from appeared or appearing; a begin of the state reached or under way is
  /// illegal.
  @Test(arguments: [
    (AppearanceState.disappeared, true, AppearanceState?.some(.appearing)),
    (.disappearing, true, .appearing),
    (.appearing, true, nil),
    (.appeared, true, nil),
    (.appeared, false, .disappearing),
    (.appearing, false, .disappearing),
    (.disappearing, false, nil),
    (.disappeared, false, nil),
  ])
  func aBeginIsLegalOnlyTowardTheOtherSide(
    _ from: AppearanceState, _ appearing: Bool, _ expected: AppearanceState?
  ) {
    var (machine, _) = machine(in: from)
    let batch = AppearanceBatch(animated: false, kind: .manual)
    let effect = machine.handle(.begin(appearing: appearing, batch: batch, isRoot: true))
    if let expected {
      guard case .began(let callback, _)? = effect else {
        Issue.record("no callback for a legal begin")
        return
      }
      #expect(callback == (appearing ? .viewWillAppear : .viewWillDisappear))
      #expect(machine.state == expected)
      #expect(machine.batch === batch)
      #expect(machine.isBatchRoot)
      #expect(machine.isAwaitingIsAppearing == appearing)
    } else {
      #expect(effect == nil)
      #expect(machine.state == from)
    }
  }

  /// An end pairs the `will*` with its `did*`, only for the batch the component is in: a batch
  /// another operation took over, or nothing begun, ends nothing.
  @Test func anEndEndsOnlyTheBatchTheComponentIsIn() {
    var (machine, batch) = machine(in: .appearing)
    let other = AppearanceBatch(animated: false, kind: .structural)
    #expect(machine.handle(.end(other)) == nil)
    #expect(machine.state == .appearing)
    guard case .ended(let callback)? = machine.handle(.end(batch)) else {
      Issue.record("no callback for a legal end")
      return
    }
    #expect(callback == .viewDidAppear)
    #expect(machine.state == .appeared && machine.batch == nil && !machine.isBatchRoot)
    #expect(machine.handle(.end(batch)) == nil)
    let (machineDisappearing, leaving) = self.machine(in: .disappearing)
    var disappearing = machineDisappearing
    guard case .ended(.viewDidDisappear)? = disappearing.handle(.end(leaving)) else {
      Issue.record("no viewDidDisappear for a legal end")
      return
    }
    #expect(disappearing.state == .disappeared)
  }

  /// A structural batch (a placement) has no owner to end it: no component is its root.
  @Test func aStructuralBatchHasNoRoot() {
    var machine = AppearanceMachine()
    let batch = AppearanceBatch(animated: false, kind: .structural)
    _ = machine.handle(.begin(appearing: true, batch: batch, isRoot: true))
    #expect(!machine.isBatchRoot)
  }

  /// `viewIsAppearing` is sent once, only between `viewWillAppear` and its end.
  @Test func viewIsAppearingIsDeliveredOnceWhileAwaited() {
    var (machine, _) = machine(in: .appearing)
    guard case .sendIsAppearing(animated: true)? = machine.handle(.deliverIsAppearing) else {
      Issue.record("viewIsAppearing not delivered")
      return
    }
    #expect(machine.handle(.deliverIsAppearing) == nil)
    var (appeared, _) = self.machine(in: .appeared)
    #expect(appeared.handle(.deliverIsAppearing) == nil)
  }

  /// Suspensions of visibility syncs nest (a hook of one transition's placement may start
  /// another), each resumed once; resuming needs a suspension.
  @Test func suspendingSyncsNestsAndEachPairsWithOneResume() {
    var machine = AppearanceMachine()
    #expect(machine.handle(.resumeSync) == nil)
    #expect(machine.handle(.suspendSync) != nil)
    #expect(machine.handle(.suspendSync) != nil)
    #expect(machine.handle(.resumeSync) != nil)
    #expect(machine.isVisibilitySyncSuspended)
    #expect(machine.handle(.resumeSync) != nil)
    #expect(!machine.isVisibilitySyncSuspended)
    #expect(machine.handle(.resumeSync) == nil)
  }

  /// A component detached from its window keeps the window until its transition ends only while
  /// it is transitioning; settling then leaves the window once.
  @Test func aComponentDetachedMidTransitionLeavesTheWindowWhenItSettles() {
    var settled = AppearanceMachine()
    #expect(settled.handle(.detachWhileTransitioning) == nil)
    var (machine, _) = machine(in: .disappearing)
    #expect(machine.handle(.detachWhileTransitioning) != nil)
    #expect(machine.leavesWindowWhenSettled)
    guard case .leaveWindow? = machine.handle(.settle) else {
      Issue.record("did not leave the window")
      return
    }
    #expect(machine.handle(.settle) == nil)
  }
}
