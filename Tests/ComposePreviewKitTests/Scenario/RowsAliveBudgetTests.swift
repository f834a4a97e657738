import ComposePreviewKit
import ComposePreviewScenes
import Testing

/// Contract §7: legal input runs. The budget counts what a file can actually create: a list keeps
/// at most `visible + 5` rows alive, and never more rows than it has, multiplied through nesting.
@Suite struct RowsAliveBudgetTests {
  /// Lists nested four deep, three rows at each level, four steps: 120 rows exist (3 + 9 + 27 +
  /// 81), so the tree holds 121 components, not the 4,681 that `visible + 5` rows a level would
  /// make (the file, refused as 536,521 units).
  static let nestedFile = """
    {"components": [{"name": "feed", "kind": "list", "rows": 3, "row": {"kind": "list", "rows": 3,
      "row": {"kind": "list", "rows": 3, "row": {"kind": "list", "rows": 3}}}}],
     "steps": [{"action": "run-until-idle"}, {"action": "run-until-idle"},
      {"action": "run-until-idle"}, {"action": "run-until-idle"}]}
    """

  @Test func aSmallNestedListIsAcceptedAndRuns() {
    #expect(throws: Never.self) { try Scenario.decode(json: Array(Self.nestedFile.utf8)) }
    let preview = PreviewHarness()
    preview.files["nested.json"] = Array(Self.nestedFile.utf8)
    #expect(preview.run("run", "nested.json") == 0, "\(preview.error)")
    #expect(!preview.output.isEmpty)
  }

  /// A list of many rows still counts `visible + 5` of them alive: lists of 1,000 rows showing
  /// 20, nested three deep, keep 25 rows alive a level, each with its nested list: 1 + 25 × (1 +
  /// 25 × (1 + 25)) = 16,276 components, over the limit; two deep, 1 + 25 × 26 = 651, within it.
  @Test func aLongListStillCountsTheRowsItKeepsAlive() throws {
    func file(depth: Int) -> [UInt8] {
      var row = "{\"kind\": \"component\"}"
      for _ in 1..<depth {
        row = "{\"kind\": \"list\", \"rows\": 1000, \"visible\": 20, \"row\": \(row)}"
      }
      return Array(
        ("{\"components\": [{\"name\": \"feed\", \"kind\": \"list\", \"rows\": 1000, "
          + "\"visible\": 20, \"row\": \(row)}], \"steps\": []}").utf8)
    }
    #expect(throws: Never.self) { try Scenario.decode(json: file(depth: 2)) }
    let error = try #require(throws: ScenarioError.self) {
      try Scenario.decode(json: file(depth: 3))
    }
    #expect(error.description.contains("up to 16276 components"), "\(error.description)")
    #expect(error.description.contains("at most \(ScenarioLimits.maximumComponents)"))
  }
}
