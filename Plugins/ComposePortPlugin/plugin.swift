// The build-tool plugin of the port step: compiles an Xcode app folder where it is.
//
// A target using the plugin holds no source of its own but one file, `ComposePort.swift`, all
// comments, one of them `// compose-port-source: MyApp`: the app folder's path relative to the
// package's root (SwiftPM builds no target without a source file of its own). Without that line
// the plugin ports the folder named as the target at the package's root. The plugin runs `compose-port` on that folder into its work directory: the compiler gets
// the rewritten copies (each starting with `#sourceLocation` naming the original file) and the
// generated `ComposePortedSelectors.swift` and `ComposePortedArchives.swift` (the folder's
// storyboards and xibs, declared as inputs so that editing one rebuilds). The app folder is never
// moved or edited.
import Foundation
import PackagePlugin

@main
struct ComposePortPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let root = context.package.directoryURL
    let config = target.directoryURL.appendingPathComponent("ComposePort.swift")
    let marker = "// compose-port-source:"
    var relative = target.name
    if let data = FileManager.default.contents(atPath: config.path),
      let line = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        .first(where: { $0.hasPrefix(marker) })
    {
      relative = line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
    }
    let source = root.appendingPathComponent(relative).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      Diagnostics.error(
        "ComposePort: target '\(target.name)' ports the folder '\(relative)', which does not "
          + "exist under \(root.path) (write its path in \(config.path))")
      return []
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Ported")
    let files = try swiftFiles(in: source)
    let archives = try self.files(in: source, extensions: ["storyboard", "xib"])
    let tool = try context.tool(named: "compose-port")
    // The target's dependencies among the package's targets: a test target's archive table
    // lists the app's module, whose storyboards its code may load.
    let dependencies = target.dependencies.compactMap { dependency -> String? in
      if case .target(let other) = dependency { return other.name }
      return nil
    }
    return [
      .buildCommand(
        displayName: "Porting \(relative) for \(target.name) (compose-port)",
        executable: tool.url,
        arguments: [source.path, output.path]
          + dependencies.flatMap { ["--dependency", $0] },
        inputFiles: (files + archives).map { source.appendingPathComponent($0) },
        outputFiles: files.map {
          output.appendingPathComponent(String($0.dropLast(".swift".count)) + ".ported.swift")
        }
          + [
            output.appendingPathComponent("ComposePortedSelectors.swift"),
            output.appendingPathComponent("ComposePortedArchives.swift"),
          ])
    ]
  }

  /// The `.swift` files under `source`, relative to it (as compose-port finds them).
  func swiftFiles(in source: URL) throws -> [String] {
    try files(in: source, extensions: ["swift"])
  }

  /// The files under `source` with one of `extensions`, relative to it (as compose-port finds
  /// them).
  func files(in source: URL, extensions: Set<String>) throws -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: source, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var result: [String] = []
    let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "build"]
    let base = source.standardizedFileURL.path
    for case let url as URL in enumerator {
      if skipped.contains(url.lastPathComponent) {
        enumerator.skipDescendants()
        continue
      }
      guard extensions.contains(url.pathExtension) else { continue }
      result.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1)))
    }
    return result.sorted()
  }
}
