import Foundation

/// The environment variables of the random tests. `COMPOSE_RANDOM_SEED=1234` runs that seed alone
/// in every world's seeded test; some worlds read more (see their tests).
enum RandomEnvironment {
  nonisolated static let seedVariable = "COMPOSE_RANDOM_SEED"

  /// The integer value of the environment variable `name`, if it is set to one.
  nonisolated static func integer(_ name: String) -> UInt64? {
    ProcessInfo.processInfo.environment[name].flatMap(UInt64.init)
  }

  /// The seeds of a seeded test: the one in `COMPOSE_RANDOM_SEED` when it is set, else `seeds`.
  nonisolated static func seeds(_ seeds: [UInt64]) -> [UInt64] {
    integer(seedVariable).map { [$0] } ?? seeds
  }
}
