// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "PreviewYourScreen",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    // In your project: .package(url: "https://github.com/<owner>/compose.git", branch: "main")
    .package(name: "Compose", path: "../..")
  ],
  targets: [
    // The app's own screen, written as app code.
    .target(
      name: "Profile",
      dependencies: [.product(name: "Compose", package: "Compose")],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The preview: the whole compose-preview command line over the app's scenes.
    .executableTarget(
      name: "profile-preview",
      dependencies: [
        "Profile",
        .product(name: "Compose", package: "Compose"),
        .product(name: "ComposeRender", package: "Compose"),
        .product(name: "ComposePreviewKit", package: "Compose"),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
  ]
)
