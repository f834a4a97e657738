/// The transitions of one container: at most one in flight, the others waiting in request order
/// (contract §4).
@MainActor
final class TransitionQueue {
  typealias Operation = @MainActor (_ complete: @escaping @MainActor () -> Void) -> Void

  var isInFlight = false
  /// The gesture-driven transition in flight, if it is one: it ends when the gesture does, so an
  /// idle clock is no sign that its completion was forgotten.
  weak var interaction: AnyObject?
  /// The clock the transition in flight runs on, weakly: that of the window its container was in
  /// when it started (what it schedules through any component of that window runs there), or
  /// the one it last scheduled its work on itself (``Component/schedule(after:_:)``); either
  /// may no longer be its window's. The auditor judges the transition by it.
  weak var clock: Clock?
  /// Whether the transition in flight waits on another clock than `clock` (the window's that is
  /// audited) that still has work: it is not stuck, that clock will run its end.
  func waitsOnAnotherClock(than current: Clock) -> Bool {
    guard let clock, clock !== current else { return false }
    return clock.hasScheduledWork || clock.runningActions > 0
  }
  /// The identity of the window context that keeps a weak reference to this queue, if any.
  var trackingContext: WindowContextIdentity?
  /// Set while `drain` runs, so a transition that completes synchronously does not recurse.
  var isDraining = false
  /// Waiting operations, oldest first. Queues stay short (a few requests during an animation),
  /// so removing from the front is cheap, and an operation is released as soon as it starts.
  var pending: [Operation] = []

  func popFirst() -> Operation? {
    pending.isEmpty ? nil : pending.removeFirst()
  }
}

/// Marks one transition's completion, so a second completion is caught.
@MainActor
final class TransitionCompletion {
  var isDone = false
}
