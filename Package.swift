// swift-tools-version: 6.0
import PackageDescription

// The root package declares no package dependencies: Compose must stay embeddable with nothing
// else to fetch. Benchmarks live in the separate package in `Benchmarks/`.
let package = Package(
  name: "Compose",
  products: [
    .library(name: "Compose", targets: ["Compose"]),
    .library(name: "ComposeRender", targets: ["ComposeRender"]),
    .library(name: "ComposeExamples", targets: ["ComposeExamples"]),
    .library(name: "ComposePreviewKit", targets: ["ComposePreviewKit"]),
    .executable(name: "compose-preview", targets: ["compose-preview"]),
  ],
  targets: [
    // `Double.rounded(_:)` lowers to libm's `floor`, `ceil` and `round` on x86-64 Linux; a
    // client that imports neither Foundation nor Glibc would not link them otherwise.
    .target(name: "Compose", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(name: "ComposeRender", dependencies: ["Compose"]),
    .target(name: "ComposeExamples", dependencies: ["Compose"]),
    .target(
      name: "ComposePreviewKit", dependencies: ["Compose", "ComposeRender", "ComposeExamples"]),
    .executableTarget(name: "compose-preview", dependencies: ["ComposePreviewKit"]),
    .testTarget(
      name: "ComposeTests",
      dependencies: ["Compose", "ComposeRender", "ComposeExamples", "ComposePreviewKit"],
      exclude: ["Golden", "Malformed"]),
  ],
  swiftLanguageModes: [.v6]
)
