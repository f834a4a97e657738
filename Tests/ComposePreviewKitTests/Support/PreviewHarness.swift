import ComposePreviewKit
import ComposePreviewScenes
import Foundation

/// Runs `compose-preview` in-process with captured streams and an in-memory file system, or the
/// real one (`PreviewHarness(fileSystem: true)`, with `PreviewInvocation`'s own file access).
final class PreviewHarness {
  var output = ""
  var error = ""
  var files: [String: [UInt8]] = [:]
  var environment: [String: String] = [:]
  var isTerminal = false
  /// The scenes the command knows by name: the built-in ones unless a test gives its own.
  var scenes = Scene.all
  /// The executable's name in help and usage lines, as `PreviewCommand.main` sets it.
  var commandName: String?
  let usesFileSystem: Bool

  init(fileSystem: Bool = false) {
    usesFileSystem = fileSystem
  }

  @discardableResult
  func run(_ arguments: String...) -> Int32 {
    run(arguments)
  }

  @discardableResult
  func run(_ arguments: [String]) -> Int32 {
    output = ""
    error = ""
    let write: (String) -> Void = { [unowned self] in output += $0 }
    let fail: (String) -> Void = { [unowned self] in error += $0 }
    var invocation = PreviewInvocation(
      arguments: arguments, environment: environment, isTerminal: isTerminal,
      output: write, error: fail)
    if !usesFileSystem {
      invocation.readFile = { [unowned self] path in
        files[path].map { .success($0) } ?? .failure(.noSuchFile)
      }
      invocation.writeFile = { [unowned self] path, text in
        files[path] = Array(text.utf8)
        return nil
      }
    }
    if let commandName { invocation.commandName = commandName }
    return PreviewCommand.run(invocation, scenes: scenes)
  }

  func file(_ path: String, _ text: String) {
    files[path] = Array(text.utf8)
  }
}

/// A directory of its own under the system's temporary directory, removed with the object.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("compose-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The path of `relative` inside the directory.
  func path(_ relative: String) -> String {
    url.appendingPathComponent(relative).path
  }
}
