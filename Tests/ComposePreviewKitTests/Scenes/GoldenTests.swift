import ComposePreviewKit
import ComposePreviewScenes
import ComposeRender
import Foundation
import Testing

/// Every built-in scene's full output (`compose-preview run <scene> --full --color never`) is kept
/// in `Golden/<scene>.txt` beside this file, after a header line with its options (`format=text
/// full=true`), under the rules `compose-preview check` follows (``GoldenRecordMode``): a missing
/// golden is recorded, and `COMPOSE_RECORD=failed swift test --filter GoldenTests` re-records the
/// ones that differ; nothing is written under `CI`. Every recording fails the test: review the
/// file and run again.
@Suite struct GoldenTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")
  /// The options of every golden file here.
  static let header = GoldenHeader(options: ["full": "true", "format": "text"])

  @Test(arguments: Scene.all.map(\.name))
  func sceneOutputMatchesItsGoldenFile(scene: String) throws {
    let preview = PreviewHarness()
    #expect(preview.run("run", scene, "--full", "--color", "never") == 0)
    let url = Self.directory.appendingPathComponent("\(scene).txt")
    let environment = ProcessInfo.processInfo.environment
    let mode: GoldenRecordMode
    switch GoldenRecordMode.resolve(explicit: nil, environment: environment) {
    case .success(let resolved): mode = resolved
    case .failure(let failure):
      Issue.record("\(failure)")
      return
    }
    let comparison = GoldenComparison.evaluate(
      golden: try? String(contentsOf: url, encoding: .utf8), output: preview.output,
      header: Self.header, mode: mode,
      isContinuousIntegration: GoldenRecordMode.isContinuousIntegration(environment))
    if let text = comparison.write {
      try FileManager.default.createDirectory(
        at: Self.directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    }
    let file = url.lastPathComponent
    let recorded =
      "Recorded \(url.path) (mode \(mode.rawValue)): review it and run the tests again."
    switch comparison.verdict {
    case .matched:
      break
    case .recordedNew, .recordedAgain:
      Issue.record("\(recorded)")
    case .recordedChange(let diff):
      Issue.record("\(recorded)\n('-' before, '+' now)\n\(diff)")
    case .missing:
      Issue.record(
        "no golden file \(url.path): record it with COMPOSE_RECORD=missing (never under CI)")
    case .mismatched(let diff):
      Issue.record("\(scene) differs from \(file) ('-' golden, '+' output):\n\(diff)")
    case .optionsDiffer(let golden, let output):
      let made = golden?.description ?? "no header line"
      let message =
        "\(file) was made with \(made), the test uses \(output); re-record it with "
        + "COMPOSE_RECORD=failed"
      Issue.record("\(message)")
    }
  }

  /// `compose-preview check` reads the same files with the same rules: under `CI`, without
  /// `--full`, it takes the options from the header and finds every golden file matching.
  @Test(arguments: Scene.all.map(\.name))
  func checkAgreesWithTheGoldenFile(scene: String) {
    let preview = PreviewHarness(fileSystem: true)
    preview.environment = ["CI": "true", "COMPOSE_RECORD": "never"]
    let path = Self.directory.appendingPathComponent("\(scene).txt").path
    #expect(preview.run("check", scene, "--golden", path) == 0, "\(preview.error)")
    #expect(preview.output == "The output of \(scene) matches \(path).\n")
  }

  @Test func aMismatchIsReportedAsALineDiff() {
    let golden = "step 1: a\n  x\nstep 2: b\n"
    let output = "step 1: a\n  y\nstep 2: b\n"
    #expect(
      LineDiff.diff(golden, output) == "@@ -1,3 +1,3 @@\n step 1: a\n-  x\n+  y\n step 2: b\n")
  }
}
