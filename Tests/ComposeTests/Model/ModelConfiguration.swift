import Foundation

/// How many seeds and steps a model run uses, from the environment:
/// `COMPOSE_MODEL_SEED=1234` runs that seed alone, `COMPOSE_MODEL_SEEDS=5000` runs seeds
/// `1...5000`, `COMPOSE_MODEL_OPS=10000` sets the steps per seed. Defaults: 200 seeds of 1,000.
enum ModelConfiguration {
  nonisolated static var seeds: [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if let seed = environment["COMPOSE_MODEL_SEED"].flatMap(UInt64.init) { return [seed] }
    let count = environment["COMPOSE_MODEL_SEEDS"].flatMap(UInt64.init) ?? 200
    return Array(1...max(count, 1))
  }

  static var steps: Int {
    ProcessInfo.processInfo.environment["COMPOSE_MODEL_OPS"].flatMap(Int.init) ?? 1_000
  }
}
