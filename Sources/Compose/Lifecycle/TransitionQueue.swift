/// The transitions of one container: at most one in flight, the others waiting in request order
/// (contract §4).
final class TransitionQueue {
  typealias Operation = (_ complete: @escaping () -> Void) -> Void

  var isInFlight = false
  /// Set while `drain` runs, so a transition that completes synchronously does not recurse.
  var isDraining = false
  var pending: [Operation] = []
  var head = 0

  var hasPending: Bool { head < pending.count }

  func popFirst() -> Operation? {
    guard hasPending else { return nil }
    let operation = pending[head]
    head += 1
    if head == pending.count {
      pending.removeAll(keepingCapacity: true)
      head = 0
    }
    return operation
  }
}

/// Marks one transition's completion, so a second completion is caught.
final class TransitionCompletion {
  var isDone = false
}
