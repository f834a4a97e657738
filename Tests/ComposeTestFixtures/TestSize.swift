import Foundation

/// The size of a scale test: small in the default `swift test`, so that the suite runs in
/// seconds, and full under `COMPOSE_RANDOM_FULL=1`, CI's full-size step (as the random worlds
/// are sized). A scale test asserts its property at both sizes (work bounded by the viewport, no
/// recursion, a run that stops): counts, never times.
///
/// The full-size step runs the suites whose names match its filter: `.ci/full-size-suites`
/// lists the suites that hold scale tests, next to the random and fuzz suites.
package enum TestSize {
  /// Whether `COMPOSE_RANDOM_FULL` asks for the full size: set, and neither empty nor `0`.
  nonisolated package static var isFull: Bool {
    guard let value = ProcessInfo.processInfo.environment["COMPOSE_RANDOM_FULL"] else {
      return false
    }
    return !value.isEmpty && value != "0"
  }

  /// `full` at full size, `small` otherwise.
  nonisolated package static func scale<Value>(full: Value, small: Value) -> Value {
    isFull ? full : small
  }
}
