import Foundation

/// The environment variables of the random tests.
///
/// The worlds run at **smoke size** by default: a few seeds each, so that `swift test` takes
/// seconds. `COMPOSE_RANDOM_FULL=1` runs them at **full size** (every seed, every step; CI runs
/// it as a step of its own: `COMPOSE_RANDOM_FULL=1 swift test --filter Random`).
/// `COMPOSE_RANDOM_SEED=1234` runs that seed alone in every world's seeded test; some worlds read
/// more (see their tests).
enum RandomEnvironment {
  nonisolated static let seedVariable = "COMPOSE_RANDOM_SEED"
  nonisolated static let fullVariable = "COMPOSE_RANDOM_FULL"

  /// Whether `COMPOSE_RANDOM_FULL` asks for the full size: set, and neither empty nor `0`.
  nonisolated static var isFull: Bool {
    guard let value = ProcessInfo.processInfo.environment[fullVariable] else { return false }
    return !value.isEmpty && value != "0"
  }

  /// The integer value of the environment variable `name`, if it is set to one.
  nonisolated static func integer(_ name: String) -> UInt64? {
    ProcessInfo.processInfo.environment[name].flatMap(UInt64.init)
  }

  /// `full` at full size, `smoke` otherwise.
  nonisolated static func size<Value>(full: Value, smoke: Value) -> Value {
    isFull ? full : smoke
  }

  /// The seeds of a seeded test: the one in `COMPOSE_RANDOM_SEED` when it is set, else `seeds`
  /// at full size and their first `smoke` otherwise.
  nonisolated static func seeds(_ seeds: [UInt64], smoke: Int) -> [UInt64] {
    integer(seedVariable).map { [$0] } ?? (isFull ? seeds : Array(seeds.prefix(max(smoke, 1))))
  }
}
