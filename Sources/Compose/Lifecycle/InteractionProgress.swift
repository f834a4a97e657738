/// The bookkeeping every gesture-driven operation shares (``InteractiveTransition``,
/// ``InteractiveDismissal``): its state, its progress, and running its end on the clock.
struct InteractionProgress {
  private(set) var state: InteractiveTransition.State = .interacting
  private(set) var progress: Double = 0

  /// Moves the progress to `value` clamped to 0...1 (NaN counts as 0), while interacting.
  mutating func update(_ value: Double) {
    guard state == .interacting else { return }
    progress = min(max(value.isNaN ? 0 : value, 0), 1)
  }

  /// Starts finishing (progress 1) or cancelling (progress 0); `false` when already ending or
  /// ended.
  mutating func beginEnding(finishing: Bool) -> Bool {
    guard state == .interacting else { return false }
    state = finishing ? .finishing : .cancelling
    progress = finishing ? 1 : 0
    return true
  }

  /// Records the end: `.finished` after finishing, `.cancelled` after cancelling.
  mutating func ended() {
    state = state == .finishing ? .finished : .cancelled
  }

  /// Runs `action` after `delay` on `owner`'s window clock, or now when the delay is zero or
  /// there is no owner (``Component/schedule(after:_:)`` runs it now outside a window).
  @MainActor static func run(
    on owner: Component?, after delay: Duration, _ action: @escaping @MainActor () -> Void
  ) {
    if delay > .zero, let owner {
      owner.schedule(after: delay, action)
    } else {
      action()
    }
  }
}
