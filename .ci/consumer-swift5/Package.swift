// swift-tools-version: 6.2
import PackageDescription

// A client in the Swift 5 language mode with no default isolation, as most existing iOS app
// targets are compiled: plain coordinator and data-source classes (no `@MainActor`) call UIKit's
// main-actor API, as they do on iOS, where UIKit's annotations act as `@preconcurrency`. CI
// builds and runs it next to the Swift 6 clients; it must compile with UIKit code unchanged but
// for its import.
let package = Package(
  name: "consumer-swift5",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "Compose", path: "../..")],
  targets: [
    .executableTarget(
      name: "app",
      dependencies: [.product(name: "ComposeUIKit", package: "Compose")])
  ],
  swiftLanguageModes: [.v5]
)
