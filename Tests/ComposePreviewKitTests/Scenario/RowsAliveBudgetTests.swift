import ComposePreviewKit
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

  /// A list of many rows still counts `visible + 5` of them alive.
  @Test func aLongListStillCountsTheRowsItKeepsAlive() throws {
    func scrolls(_ count: Int) -> [UInt8] {
      let steps = (0..<count).map {
        "{\"action\": \"scroll\", \"list\": \"feed\", \"offset\": \($0 * 5000)}"
      }
      return Array(
        ("{\"components\": [{\"name\": \"feed\", \"kind\": \"list\", \"rows\": 1000, "
          + "\"visible\": 20}], \"steps\": [" + steps.joined(separator: ", ") + "]}").utf8)
    }
    let error = try #require(throws: ScenarioError.self) { try Scenario.decode(json: scrolls(400)) }
    #expect(error.description.contains("25 of them list rows"), "\(error.description)")
  }
}
