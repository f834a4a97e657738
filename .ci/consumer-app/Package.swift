// swift-tools-version: 6.2
import PackageDescription

// A client written as an iOS team writes app code: a target with the main actor as its default
// isolation (the setting of new Xcode app targets), subclasses of every open class declaring the
// property names apps commonly declare, conformances to every delegate and data-source protocol,
// a flow, a `Task` started in a hook, and Foundation imported next to Compose. CI builds and runs
// it; it must compile with no annotation beyond what UIKit code has.
let package = Package(
  name: "consumer-app",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "Compose", path: "../..")],
  targets: [
    .executableTarget(
      name: "app",
      dependencies: [
        .product(name: "Compose", package: "Compose"),
        .product(name: "ComposeRender", package: "Compose"),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)])
  ],
  swiftLanguageModes: [.v6]
)
