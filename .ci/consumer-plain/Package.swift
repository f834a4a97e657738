// swift-tools-version: 6.0
import PackageDescription

// A client of Compose that imports nothing else (no Foundation, no Glibc): CI builds it to check
// that the library links on its own, as a package that embeds it would.
let package = Package(
  name: "consumer-plain",
  dependencies: [.package(name: "Compose", path: "../..")],
  targets: [
    .executableTarget(
      name: "consumer-plain", dependencies: [.product(name: "Compose", package: "Compose")])
  ]
)
