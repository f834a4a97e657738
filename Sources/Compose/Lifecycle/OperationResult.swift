/// What became of an operation that may have to wait or be refused: a push, a pop, a
/// presentation, a dismissal, a state change, a tab switch, a custom container's transition.
///
/// UIKit's methods return nothing (or the popped controller), and a refusal there is a log line
/// or an exception. Compose says which of the three it was:
///
/// ```swift
/// switch navigation.push(detail, animated: true) {
/// case .ran: break                     // started now (and done, if unanimated)
/// case .queued: break                  // waits for the transition in flight
/// case .refused(let diagnostic): print(diagnostic)
/// }
/// ```
///
/// An operation that was queued may still be refused when its turn comes (the stack changed
/// meanwhile): that refusal goes to the window's observers, as a ``Diagnostic``.
public enum OperationResult: Hashable, Sendable, CustomStringConvertible {
  /// The operation started at once: unanimated, it has completed; animated, its `will*`
  /// callbacks have run and its `did*` callbacks wait for the clock.
  case ran
  /// The operation waits behind the transition or gesture in flight on the same container, and
  /// runs, in request order, when that ends (contract §4).
  case queued
  /// The operation was refused, with nothing changed.
  case refused(Diagnostic)

  /// The refusal's diagnostic, or `nil` when the operation ran or was queued.
  public var diagnostic: Diagnostic? {
    if case .refused(let diagnostic) = self { return diagnostic }
    return nil
  }

  /// Whether the operation was refused.
  public var wasRefused: Bool { diagnostic != nil }

  /// `ran`, `queued`, or `refused: <diagnostic>`.
  public var description: String {
    switch self {
    case .ran: "ran"
    case .queued: "queued"
    case .refused(let diagnostic): "refused: \(diagnostic)"
    }
  }

  /// The result of an operation handed to ``Component/enqueueTransition(_:)``: refused when
  /// `refusal` is set, else ran if it `started` already, else queued.
  ///
  /// A container's operation sets `started` and `refusal` from inside the operation it enqueues,
  /// which runs before `enqueueTransition` returns when nothing is in flight:
  ///
  /// ```swift
  /// var started = false
  /// var refusal: Diagnostic?
  /// enqueueTransition { complete in
  ///   started = true
  ///   // ... or refusal = report(...)
  ///   complete()
  /// }
  /// return OperationResult(started: started, refusal: refusal)
  /// ```
  ///
  /// - Parameters:
  ///   - started: Whether the operation's turn came already.
  ///   - refusal: The diagnostic of a refusal, if the operation was refused.
  public init(started: Bool, refusal: Diagnostic?) {
    if let refusal {
      self = .refused(refusal)
    } else {
      self = started ? .ran : .queued
    }
  }
}
