// swift-tools-version: 6.2
import PackageDescription

// The root package declares no package dependencies: Compose must stay embeddable with nothing
// else to fetch. Benchmarks live in the separate package in `Benchmarks/`.
//
// Platforms: the engine's clock measures time in `Duration`, which Apple's platforms have from
// macOS 13, iOS 16, tvOS 16, watchOS 9 and visionOS 1; nothing else in the code needs a newer
// system (main-actor `isolated deinit` is back-deployed by the Swift 6.2 compiler).
let package = Package(
  name: "Compose",
  platforms: [
    .macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16), .visionOS(.v1),
  ],
  products: [
    .library(name: "Compose", targets: ["Compose"]),
    .library(name: "ComposeRender", targets: ["ComposeRender"]),
    .library(name: "ComposePreviewKit", targets: ["ComposePreviewKit"]),
    .library(name: "ComposeTesting", targets: ["ComposeTesting"]),
    .library(name: "ComposeUIKit", targets: ["ComposeUIKit"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "ComposePort", targets: ["ComposePort"]),
    .library(name: "ComposeUIKitTesting", targets: ["ComposeUIKitTesting"]),
    .executable(name: "compose-preview", targets: ["compose-preview"]),
    .executable(name: "compose-port", targets: ["compose-port"]),
    .plugin(name: "ComposePortPlugin", targets: ["ComposePortPlugin"]),
  ],
  targets: [
    // `Double.rounded(_:)` lowers to libm's `floor`, `ceil` and `round` on x86-64 Linux; a
    // client that imports neither Foundation nor Glibc would not link them otherwise.
    .target(name: "Compose", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The renderer reads the engine's public API only (`packageAccess: false`), as a user's own
    // renderer would; what the preview and the test library share with it is public too.
    .target(name: "ComposeRender", dependencies: ["Compose"], packageAccess: false),
    // The seed apps are app code: written as in an Xcode app target, main-actor by default. Not a
    // product: they stay internal to the preview's built-in scenes and the tests.
    .target(
      name: "ComposeExamples", dependencies: ["Compose"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The preview as a library: `PreviewCommand.main(scenes:)` over a user's own scenes. It does
    // not depend on the seed apps: the built-in scenes are compose-preview's, in a target of
    // their own (not a product) that the executable and the tests use.
    .target(name: "ComposePreviewKit", dependencies: ["Compose", "ComposeRender"]),
    .target(
      name: "ComposePreviewScenes",
      dependencies: ["ComposePreviewKit", "Compose", "ComposeRender", "ComposeExamples"]),
    .executableTarget(name: "compose-preview", dependencies: ["ComposePreviewScenes"]),
    // Test support: a test window failing on unexpected misuse, trace assertions, golden traces.
    // It imports the toolchain's Swift Testing and XCTest, and Foundation for files.
    .target(name: "ComposeTesting", dependencies: ["Compose", "ComposeRender"]),
    // UIKit's own spelling over the engine (contract §9): `UIViewController`, `UIView`,
    // `UINavigationController`, ... Depends on the toolchain's Foundation for `CGRect`, `NSCoder`,
    // `Bundle` and `IndexPath`.
    //
    // `packageAccess: false`: the facade is written on the engine's public API only, as a user's
    // own containers are; the compiler refuses any use of the engine's `package` members.
    .target(name: "ComposeUIKit", dependencies: ["Compose"], packageAccess: false),
    // ComposeUIKit under UIKit's own name (as swift-corelibs-foundation is `Foundation` on
    // Linux): `import UIKit` compiles unchanged. One file, `@_exported import ComposeUIKit`.
    .target(name: "UIKit", dependencies: ["ComposeUIKit", "_Testing_UIKit"]),
    // Swift Testing's cross-import overlay for UIKit, empty: a test file importing both Testing
    // and UIKit makes the compiler look for it (Testing.swiftcrossimport).
    .target(name: "_Testing_UIKit"),
    // The port step: pure functions over Swift source text that rewrite what Swift on
    // Linux refuses (`@objc`, `#selector`, `@IBOutlet`, overrides in extensions, ...) and write
    // each module's selector table. Foundation only.
    .target(name: "ComposePort"),
    // `compose-port SOURCE OUTPUT`: the port step as a command, and the tool the plugin runs.
    .executableTarget(name: "compose-port", dependencies: ["ComposePort"]),
    // The build-tool plugin that compiles an Xcode app folder where it is, through compose-port.
    .plugin(
      name: "ComposePortPlugin", capability: .buildTool(), dependencies: ["compose-port"]),
    // The test library in UIKit's names: `LifecycleHarness(window:)` over a `UIWindow`. A module
    // of its own, so that a change to ComposeUIKit rebuilds neither ComposeTesting nor the engine's
    // tests; it re-exports ComposeTesting.
    .target(name: "ComposeUIKitTesting", dependencies: ["ComposeTesting", "ComposeUIKit"]),
    // A sample custom container (`CardStack`) in a module of its own, compiled without access to
    // the engine's `package` members: the proof that a container needs the public API only. Not
    // a product: the engine's tests use it.
    .target(name: "CardStack", dependencies: ["Compose"], packageAccess: false),
    // Fixtures shared by the engine's tests and the random worlds (a probe component, a
    // balance checker, list items and cells, a lifetime tracker): one copy, in a target of its
    // own under Tests, since test targets cannot depend on each other. Not a product.
    .target(
      name: "ComposeTestFixtures", dependencies: ["Compose"], path: "Tests/ComposeTestFixtures",
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // A test target per module. Each names every module its files import: a target rebuilds
    // only when the modules it names change.
    .testTarget(
      name: "ComposeTests",
      dependencies: [
        "Compose", "ComposeRender", "ComposeTesting", "CardStack", "ComposeTestFixtures",
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The seeded random worlds (RandomWorld, its shrinker and the worlds over containment, lists,
    // navigation, windows and a whole app): a target of their own, so that the engine's example
    // tests build without them.
    .testTarget(
      name: "ComposeRandomTests",
      dependencies: ["Compose", "ComposeTesting", "ComposeTestFixtures"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "ComposeRenderTests",
      dependencies: [
        "ComposeRender", "Compose", "ComposePreviewKit", "ComposePreviewScenes", "ComposeTesting",
        "ComposeTestFixtures",
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "ComposePreviewKitTests",
      dependencies: [
        "ComposePreviewKit", "ComposePreviewScenes", "ComposeRender", "Compose",
        "ComposeExamples", "ComposeTesting", "ComposeTestFixtures",
      ],
      exclude: ["Scenes/Golden", "Scenario/Malformed", "Scenario/Budget/generate.sh"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "ComposeExamplesTests", dependencies: ["ComposeExamples", "Compose", "ComposeTesting"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "ComposeTestingTests", dependencies: ["ComposeTesting", "Compose", "ComposeRender"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "ComposeUIKitTests",
      dependencies: ["ComposeUIKit", "Compose", "ComposeTesting", "ComposeUIKitTesting"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The port step's unit tests. Fixtures/ holds the end-to-end fixture package (an app folder
    // and its tests, compiled through the plugin by .ci/run), not compiled here.
    .testTarget(name: "ComposePortTests", dependencies: ["ComposePort"], exclude: ["Fixtures"]),
    .testTarget(
      name: "ComposeUIKitTestingTests",
      dependencies: ["ComposeUIKitTesting", "ComposeUIKit", "ComposeTesting"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
  ],
  swiftLanguageModes: [.v6]
)
