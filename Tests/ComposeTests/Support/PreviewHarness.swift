import ComposePreviewKit

/// Runs `compose-preview` in-process with captured streams and an in-memory file system.
final class PreviewHarness {
  var output = ""
  var error = ""
  var files: [String: [UInt8]] = [:]
  var environment: [String: String] = [:]
  var isTerminal = false

  @discardableResult
  func run(_ arguments: String...) -> Int32 {
    run(arguments)
  }

  @discardableResult
  func run(_ arguments: [String]) -> Int32 {
    output = ""
    error = ""
    return PreviewCommand.run(
      PreviewInvocation(
        arguments: arguments, environment: environment, isTerminal: isTerminal,
        output: { [unowned self] in output += $0 }, error: { [unowned self] in error += $0 },
        readFile: { [unowned self] path in
          files[path].map { .success($0) } ?? .failure(.init("no such file"))
        },
        writeFile: { [unowned self] path, text in
          files[path] = Array(text.utf8)
          return nil
        }))
  }

  func file(_ path: String, _ text: String) {
    files[path] = Array(text.utf8)
  }
}
