import Compose

extension InteractiveTransition {
  /// Finishes or cancels, after `milliseconds` on the clock: the random tests pick either.
  package func end(finishing: Bool, afterMilliseconds milliseconds: Int) {
    if finishing {
      finish(after: .milliseconds(milliseconds))
    } else {
      cancel(after: .milliseconds(milliseconds))
    }
  }
}
