// swift-tools-version: 6.2
import PackageDescription

// The benchmarks of Compose, kept out of the root package so that it stays free of dependencies.
//
// - `BenchmarkSupport` holds what both executables use to make their inputs (ComposeTesting's
//   `SplitMix64`, re-exported).
// - `compose-bench` depends only on Compose and BenchmarkSupport (with ComposeTesting, for its
//   generator), and builds fast: the quick suite CI runs, and the full suite whose figures are in
//   BENCHMARKS.md.
// - `ComposeBenchmarks` (in `Benchmarks/ComposeBenchmarks/`, the layout package-benchmark's
//   plugin expects) measures the same operations with allocation counts:
//   `swift package --package-path Benchmarks benchmark`.
let package = Package(
  name: "ComposeBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Compose", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "ComposeTesting", package: "Compose")]),
    .executableTarget(
      name: "compose-bench",
      dependencies: ["BenchmarkSupport", .product(name: "Compose", package: "Compose")],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .executableTarget(
      name: "ComposeBenchmarks",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Compose", package: "Compose"),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/ComposeBenchmarks",
      swiftSettings: [.defaultIsolation(MainActor.self)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
  ],
  swiftLanguageModes: [.v6]
)
