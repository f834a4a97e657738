// swift-tools-version: 6.2
// The port step's end-to-end fixture: an app folder and its tests as Xcode lays them
// out (`MyApp/`, `MyAppTests/`), compiled where they are by ComposePortPlugin. The targets'
// folders (`Port/…`) hold only `ComposePort.swift`, a comment naming the folder to port. Built and run by
// .ci/run; the app's and tests' files are never edited by the build.
import PackageDescription

let package = Package(
  name: "PortedApp",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "compose", path: "../../../..")],
  targets: [
    .target(
      name: "MyApp", dependencies: [.product(name: "UIKit", package: "compose")],
      path: "Port/MyApp",
      swiftSettings: [.defaultIsolation(MainActor.self)],
      plugins: [.plugin(name: "ComposePortPlugin", package: "compose")]),
    .testTarget(
      name: "MyAppTests", dependencies: ["MyApp", .product(name: "UIKit", package: "compose")],
      path: "Port/MyAppTests",
      swiftSettings: [.defaultIsolation(MainActor.self)],
      plugins: [.plugin(name: "ComposePortPlugin", package: "compose")]),
  ]
)
