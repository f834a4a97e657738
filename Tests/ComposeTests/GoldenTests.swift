import ComposePreviewKit
import ComposeRender
import Foundation
import Testing

/// Every built-in scene's full output (`compose-preview run <scene> --full --color never`) is kept
/// in `Golden/<scene>.txt` beside this file. Re-record with `COMPOSE_RECORD_GOLDEN=1 swift test
/// --filter GoldenTests` (refused under `CI`); a mismatch prints a line diff.
@Suite struct GoldenTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  @Test(arguments: Scene.all.map(\.name))
  func sceneOutputMatchesItsGoldenFile(scene: String) throws {
    let preview = PreviewHarness()
    #expect(preview.run("run", scene, "--full", "--color", "never") == 0)
    let output = preview.output
    let url = Self.directory.appendingPathComponent("\(scene).txt")
    let environment = ProcessInfo.processInfo.environment
    if environment["COMPOSE_RECORD_GOLDEN"] == "1" {
      try #require(environment["CI"] == nil, "golden files are not recorded under CI")
      try Data(output.utf8).write(to: url)
      Issue.record("Recorded \(url.path); run the tests again without COMPOSE_RECORD_GOLDEN.")
      return
    }
    let golden = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "no golden file \(url.path): record it with COMPOSE_RECORD_GOLDEN=1")
    if let diff = LineDiff.diff(golden, output) {
      Issue.record(
        "\(scene) differs from \(url.lastPathComponent) ('-' golden, '+' output):\n\(diff)")
    }
  }

  @Test func aMismatchIsReportedAsALineDiff() {
    let golden = "step 1: a\n  x\nstep 2: b\n"
    let output = "step 1: a\n  y\nstep 2: b\n"
    #expect(
      LineDiff.diff(golden, output) == "@@ -1,3 +1,3 @@\n step 1: a\n-  x\n+  y\n step 2: b\n")
  }
}
