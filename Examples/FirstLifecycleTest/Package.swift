// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "FirstLifecycleTest",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    // In your project: .package(url: "https://github.com/<owner>/compose.git", branch: "main")
    .package(name: "Compose", path: "../..")
  ],
  targets: [
    .target(
      name: "Feed",
      dependencies: [.product(name: "Compose", package: "Compose")],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "FeedTests",
      dependencies: ["Feed", .product(name: "ComposeTesting", package: "Compose")],
      exclude: ["__Traces__"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
  ]
)
