// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "MyApp",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(name: "compose", path: "../..")
  ],
  targets: [
    .target(
      name: "MyApp",
      dependencies: [.product(name: "UIKit", package: "compose")],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "MyAppTests",
      dependencies: [
        "MyApp", .product(name: "UIKit", package: "compose"),
        .product(name: "ComposeUIKitTesting", package: "compose"),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
  ]
)
