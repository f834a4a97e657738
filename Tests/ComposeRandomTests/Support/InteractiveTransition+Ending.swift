// A copy of `Tests/ComposeTests/Support/InteractiveTransition+Ending.swift` (test targets cannot share files): the random
// worlds use it as the engine's tests do.

import Compose

extension InteractiveTransition {
  /// Finishes or cancels, after `milliseconds` on the clock: the random tests pick either.
  func end(finishing: Bool, afterMilliseconds milliseconds: Int) {
    if finishing {
      finish(after: .milliseconds(milliseconds))
    } else {
      cancel(after: .milliseconds(milliseconds))
    }
  }
}
