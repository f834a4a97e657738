// swift-tools-version: 6.2
// The one file a team adds next to MyApp.xcodeproj, to build MyApp/ and run MyAppTests/ on Linux
// with `swift test`; the Xcode project itself is not needed, and nothing in the two folders is
// edited. Each target's folder, Port/<target>/, holds only ComposePort.swift, naming the folder
// ComposePortPlugin compiles in its place.
import PackageDescription

let package = Package(
  name: "MyApp",
  dependencies: [.package(name: "compose", path: "../..")],
  targets: [
    .target(
      name: "MyApp", dependencies: [.product(name: "UIKit", package: "compose")],
      path: "Port/MyApp",
      plugins: [.plugin(name: "ComposePortPlugin", package: "compose")]),
    .testTarget(
      name: "MyAppTests", dependencies: ["MyApp", .product(name: "UIKit", package: "compose")],
      path: "Port/MyAppTests",
      plugins: [.plugin(name: "ComposePortPlugin", package: "compose")]),
  ],
  swiftLanguageModes: [.v5]
)
