/// Receives every lifecycle event and diagnostic of the window it is attached to.
///
/// Attach one with ``Window/addObserver(_:)``. Observers are called synchronously, in the order
/// they were added, at the moment the hook runs, so what they see is exactly the order of the
/// calls. Loading and appearance events are emitted by the engine before the hook's body runs;
/// `willMove(toParent:)` and `didMove(toParent:)` are emitted by their base implementations, so an
/// override's code before `super` runs first (and an override that skips `super` emits nothing).
/// With no observer attached, emitting an event costs one branch.
///
/// An observer must not mutate the component tree from these methods.
@MainActor
public protocol LifecycleObserver: AnyObject {
  /// Called for each hook invocation and view placement of a component in the window.
  func observe(_ event: LifecycleEvent)
  /// Called for each misuse rejected in the window.
  func observe(_ diagnostic: Diagnostic)
  /// Whether this observer is sent layout events (`viewWillLayoutSubviews`,
  /// `viewDidLayoutSubviews`, contract §4). `false` by default: an observer written before the
  /// layout pass existed sees the same events as before.
  var observesLayout: Bool { get }
}

extension LifecycleObserver {
  /// `false`: layout events are sent only to observers that ask for them.
  public var observesLayout: Bool { false }

  /// Ignores diagnostics; implement it to receive them.
  public func observe(_ diagnostic: Diagnostic) {}
}
