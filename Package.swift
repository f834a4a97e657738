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
    .target(name: "Compose"),
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
