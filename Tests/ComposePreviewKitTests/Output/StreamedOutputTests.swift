import ComposePreviewKit
import ComposePreviewScenes
import Foundation
import Testing

/// `run` writes each step's report as the step completes, not the whole report at the end.
@MainActor @Suite struct StreamedOutputTests {
  /// A scenario of `count` steps hiding and showing the window.
  static func scenario(steps count: Int) -> String {
    let steps = (0..<count).map {
      $0 % 2 == 0 ? #"{"action": "hide-window"}"# : #"{"action": "show-window"}"#
    }
    return """
      {"components": [{"name": "root"}],
       "steps": [{"action": "set-root", "component": "root"}, {"action": "show-window"},
                 \(steps.joined(separator: ", "))]}
      """
  }

  func chunks(_ arguments: [String], file: String) -> [String] {
    var chunks: [String] = []
    let status = PreviewCommand.run(
      PreviewInvocation(
        arguments: arguments, output: { chunks.append($0) }, error: { _ in },
        readFile: { _ in .success(Array(file.utf8)) }), scenes: Scene.all)
    #expect(status == 0)
    return chunks
  }

  @Test(arguments: ["text", "json", "markdown", "mermaid"])
  func eachStepIsWrittenOnItsOwn(format: String) {
    let chunks = chunks(["run", "s.json", "--format", format], file: Self.scenario(steps: 40))
    // The text before the first step, one chunk per step, the text after the last.
    #expect(chunks.count == 42 + 2)
    let joined = chunks.joined()
    if format == "json" {
      let object = try? JSONSerialization.jsonObject(with: Data(joined.utf8)) as? [String: Any]
      #expect((object?["steps"] as? [Any])?.count == 42)
    }
  }

  @Test func aStepsChunkHoldsThatStep() {
    let chunks = chunks(["run", "s.json"], file: Self.scenario(steps: 4))
    #expect(chunks[3].hasPrefix("step 3: window.hide()\n"))
    #expect(!chunks[3].contains("step 4"))
  }
}
